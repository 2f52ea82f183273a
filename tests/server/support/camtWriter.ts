/**
 * Writes camt.054 (and camt.053) files of QR-bill payments for tests and benchmarks, in the ISO
 * 20022 shapes of versions .001.04 (SPS up to 2021) and .001.08 (SPS 2022): full, partial and
 * over payments are just amounts against an invoice; a payment without reference, a reversal
 * (RvslInd, DBIT), a batch (one Ntry, many TxDtls) and charges are options. Every file it writes
 * validates against the ISO XSDs in ../shared/fixtures/xsd (tests/server/camt/camtXsd.test.ts).
 */

export type CamtWriterVersion = '04' | '08';

export interface WrittenPayment {
  /** Rappen (minor units), > 0. */
  amount: number;
  currency?: string;
  /** QRR (27 digits) or SCOR (RF…); none for a payment without a usable reference. */
  reference?: string | null;
  debtorName?: string;
  debtorIban?: string;
  debtorAddress?: { street?: string; buildingNumber?: string; postCode?: string; town?: string; country?: string };
  ultimateDebtorName?: string;
  /** Free text (Ustrd), e.g. "Rechnung 2026-0042". */
  message?: string;
  endToEndId?: string;
  accountServicerReference?: string;
  /** A charge of this transaction, in Rappen (Chrgs/Rcrd, included in the booked amount). */
  charges?: number;
}

export interface WrittenEntry {
  payments: WrittenPayment[];
  /** CRDT by default; a reversal defaults to DBIT. */
  creditDebit?: 'CRDT' | 'DBIT';
  reversal?: boolean;
  status?: 'BOOK' | 'PDNG' | 'INFO';
  bookingDate?: string;
  valueDate?: string;
  accountServicerReference?: string;
  /** Batch (Btch + several TxDtls) even for one payment; default: more than one payment. */
  batch?: boolean;
  /** Total charges of the entry in Rappen (Chrgs/TtlChrgsAndTaxAmt). */
  charges?: number;
  /** Booked amount; default: the sum of the payments. */
  amount?: number;
}

export interface WrittenAccount {
  iban: string;
  currency?: string;
  ownerName?: string;
  entries: WrittenEntry[];
}

export interface WrittenCamt {
  kind?: 'camt.054' | 'camt.053';
  version?: CamtWriterVersion;
  messageId?: string;
  createdAt?: string;
  accounts: WrittenAccount[];
}

type Node = string | null | undefined | false | Node[];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function el(name: string, ...children: Node[]): string {
  const inner = children.flat(Infinity as 1).filter((c): c is string => typeof c === 'string' && c !== '').join('');
  return inner === '' ? '' : `<${name}>${inner}</${name}>`;
}
const txt = (name: string, value: string | number | null | undefined) => (value === undefined || value === null ? '' : `<${name}>${escape(String(value))}</${name}>`);

/** Rappen → "12.50" (two decimals; the writer only writes CHF and EUR). */
export const decimalOf = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
const amt = (name: string, minor: number, currency: string) => `<${name} Ccy="${currency}">${decimalOf(minor)}</${name}>`;

export const CAMT_TEST_IBAN = 'CH4431999123000889012';

function party(version: CamtWriterVersion, name: string | undefined, address?: WrittenPayment['debtorAddress']): string {
  if (!name) return '';
  const postal = address && el('PstlAdr', txt('StrtNm', address.street), txt('BldgNb', address.buildingNumber), txt('PstCd', address.postCode), txt('TwnNm', address.town), txt('Ctry', address.country));
  const identification = txt('Nm', name) + (postal ?? '');
  // .08: Party40Choice wraps the party in Pty.
  return version === '08' ? el('Pty', identification) : identification;
}

function remittance(p: WrittenPayment): string {
  const ref = p.reference?.replace(/\s/g, '');
  const type = ref && (/^RF/i.test(ref) ? el('Tp', el('CdOrPrtry', txt('Cd', 'SCOR'))) : el('Tp', el('CdOrPrtry', txt('Prtry', 'QRR'))));
  return el('RmtInf', txt('Ustrd', p.message), ref ? el('Strd', el('CdtrRefInf', type, txt('Ref', ref))) : '');
}

function chargeRecords(minor: number | undefined, currency: string): string {
  if (!minor) return '';
  return el('Chrgs', amt('TtlChrgsAndTaxAmt', minor, currency), el('Rcrd', amt('Amt', minor, currency), txt('CdtDbtInd', 'DBIT'), txt('ChrgInclInd', 'true'), el('Tp', txt('Cd', 'COMM')), txt('Br', 'CRED')));
}

const BANK_CODE_CREDIT = el('BkTxCd', el('Domn', txt('Cd', 'PMNT'), el('Fmly', txt('Cd', 'RCDT'), txt('SubFmlyCd', 'VCOM'))));

function transaction(version: CamtWriterVersion, p: WrittenPayment, creditDebit: string, index: string): string {
  const currency = p.currency ?? 'CHF';
  return el(
    'TxDtls',
    el('Refs', txt('AcctSvcrRef', p.accountServicerReference ?? `TX-${index}`), txt('EndToEndId', p.endToEndId ?? 'NOTPROVIDED')),
    amt('Amt', p.amount, currency),
    txt('CdtDbtInd', creditDebit),
    el('AmtDtls', el('TxAmt', amt('Amt', p.amount, currency))),
    BANK_CODE_CREDIT,
    chargeRecords(p.charges, currency),
    el(
      'RltdPties',
      el('Dbtr', party(version, p.debtorName, p.debtorAddress)),
      p.debtorIban && el('DbtrAcct', el('Id', txt('IBAN', p.debtorIban))),
      el('UltmtDbtr', party(version, p.ultimateDebtorName)),
    ),
    remittance(p),
  );
}

function entry(version: CamtWriterVersion, e: WrittenEntry, currency: string, index: string): string {
  const creditDebit = e.creditDebit ?? (e.reversal ? 'DBIT' : 'CRDT');
  const total = e.amount ?? e.payments.reduce((sum, p) => sum + p.amount, 0);
  const batch = e.batch ?? e.payments.length > 1;
  const date = e.bookingDate ?? '2026-11-20';
  const status = e.status ?? 'BOOK';
  return el(
    'Ntry',
    amt('Amt', total, currency),
    txt('CdtDbtInd', creditDebit),
    e.reversal ? txt('RvslInd', 'true') : '',
    version === '08' ? el('Sts', txt('Cd', status)) : txt('Sts', status),
    el('BookgDt', txt('Dt', date)),
    el('ValDt', txt('Dt', e.valueDate ?? date)),
    txt('AcctSvcrRef', e.accountServicerReference ?? `NTRY-${index}`),
    BANK_CODE_CREDIT,
    chargeRecords(e.charges, currency),
    el(
      'NtryDtls',
      batch && el('Btch', txt('NbOfTxs', e.payments.length), amt('TtlAmt', total, currency), txt('CdtDbtInd', creditDebit)),
      e.payments.map((p, i) => transaction(version, p, creditDebit, `${index}-${i + 1}`)),
    ),
  );
}

function balance(code: string, minor: number, currency: string, date: string): string {
  return el('Bal', el('Tp', el('CdOrPrtry', txt('Cd', code))), amt('Amt', Math.abs(minor), currency), txt('CdtDbtInd', minor < 0 ? 'DBIT' : 'CRDT'), el('Dt', txt('Dt', date)));
}

/** A camt.054 (default) or camt.053 file, version .001.08 (default) or .001.04. */
export function writeCamt(spec: WrittenCamt): string {
  const version = spec.version ?? '08';
  const kind = spec.kind ?? 'camt.054';
  const isStatement = kind === 'camt.053';
  const messageId = spec.messageId ?? 'KURA-TEST-MSG-1';
  const records = spec.accounts.map((a, ai) => {
    const currency = a.currency ?? 'CHF';
    const entries = a.entries.map((e, ei) => entry(version, e, currency, `${messageId}-${ai + 1}-${ei + 1}`));
    const net = a.entries.reduce((sum, e) => sum + (e.amount ?? e.payments.reduce((s, p) => s + p.amount, 0)) * ((e.creditDebit ?? (e.reversal ? 'DBIT' : 'CRDT')) === 'DBIT' ? -1 : 1), 0);
    return el(
      isStatement ? 'Stmt' : 'Ntfctn',
      txt('Id', `${messageId}-${ai + 1}`),
      txt('CreDtTm', spec.createdAt ?? '2026-11-20T18:00:00+01:00'),
      el('Acct', el('Id', txt('IBAN', a.iban)), txt('Ccy', currency), el('Ownr', txt('Nm', a.ownerName ?? 'Praxis Kura'))),
      isStatement && [balance('OPBD', 0, currency, '2026-11-19'), balance('CLBD', net, currency, '2026-11-20')],
      entries,
    );
  });
  const body = el(isStatement ? 'BkToCstmrStmt' : 'BkToCstmrDbtCdtNtfctn', el('GrpHdr', txt('MsgId', messageId), txt('CreDtTm', spec.createdAt ?? '2026-11-20T18:00:00+01:00')), records);
  const ns = `urn:iso:std:iso:20022:tech:xsd:${kind}.001.${version}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${ns}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${body}</Document>\n`;
}

/** n single QR payments (one Ntry each) of 1.00 to 500.00 CHF with the given references, for benchmarks. */
export function writeManyQrPayments(references: string[], version: CamtWriterVersion = '08'): string {
  return writeCamt({
    version,
    messageId: `BENCH-${references.length}`,
    accounts: [
      {
        iban: CAMT_TEST_IBAN,
        entries: references.map((reference, i) => ({
          accountServicerReference: `BENCH-${i + 1}`,
          payments: [{ amount: 100 + ((i * 7919) % 49_900), reference, debtorName: `Klientin ${i + 1}`, debtorIban: 'CH9300762011623852957' }],
        })),
      },
    ],
  });
}
