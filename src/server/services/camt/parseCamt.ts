/**
 * camt.053 (BankToCustomerStatement) and camt.054 (BankToCustomerDebitCreditNotification),
 * versions .001.02 to .001.08, into the plain model of camtModel.ts. The namespace decides what
 * the file is; anything else is refused with a CamtError (codes in camtError.ts). Pure: no
 * database, no I/O. Order of checks: size, declarations (DOCTYPE/ENTITY), root namespace,
 * well-formedness, then the ISO structure.
 */
import { CamtError } from './camtError';
import type { CamtAccount, CamtBalance, CamtDocument, CamtEntry, CamtKind, CamtRecord } from './camtModel';
import { bankTransactionCodeOf, booleanOf, chargesOf, creditDebitOf, dateChoiceOf, dateTimeOf, optionalCreditDebit, requiredAmount } from './camtParts';
import { amountOf } from './camtAmount';
import { parseTransaction } from './parseTransaction';
import { camtText, parseXmlTree, refuseDeclarations, rootElement, type XmlElement } from './safeXml';
import { all, at, one, required, text } from './xmlTree';

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.(053|054)\.(001\.0[2-8])$/;

const SHAPE: Record<CamtKind, { message: string; record: string }> = {
  'camt.053': { message: 'BkToCstmrStmt', record: 'Stmt' },
  'camt.054': { message: 'BkToCstmrDbtCdtNtfctn', record: 'Ntfctn' },
};

export const SUPPORTED_CAMT_VERSIONS = ['001.02', '001.03', '001.04', '001.05', '001.06', '001.07', '001.08'] as const;

/** What the file claims to be, from its root start tag alone (cheap: no parse). */
export function camtKindOf(xml: string): { kind: CamtKind; version: string; namespace: string } {
  const root = rootElement(xml);
  const ns = root.namespace ? NAMESPACE.exec(root.namespace) : null;
  if (root.localName !== 'Document' || !ns || !root.namespace) throw new CamtError('camtUnsupported', root.namespace?.slice(0, 100) ?? root.localName.slice(0, 100));
  return { kind: `camt.${ns[1]}` as CamtKind, version: ns[2], namespace: root.namespace };
}

function accountOf(acct: XmlElement | null, where: string): CamtAccount {
  if (!acct) throw new CamtError('camtInvalid', `${where}/Acct`);
  const iban = text(acct, 'Id', 'IBAN');
  const otherId = text(acct, 'Id', 'Othr', 'Id');
  if (iban === null && otherId === null) throw new CamtError('camtInvalid', `${where}/Acct/Id`);
  return {
    iban: iban?.replace(/\s/g, '').toUpperCase() ?? null,
    otherId,
    currency: text(acct, 'Ccy'),
    name: text(acct, 'Nm'),
    ownerName: text(acct, 'Ownr', 'Nm'),
    servicerBic: text(acct, 'Svcr', 'FinInstnId', 'BICFI') ?? text(acct, 'Svcr', 'FinInstnId', 'BIC'),
  };
}

function balanceOf(bal: XmlElement, where: string): CamtBalance {
  return {
    type: text(bal, 'Tp', 'CdOrPrtry', 'Cd') ?? text(bal, 'Tp', 'CdOrPrtry', 'Prtry'),
    amount: requiredAmount(one(bal, 'Amt'), `${where}/Amt`),
    creditDebit: creditDebitOf(text(bal, 'CdtDbtInd'), where),
    date: dateChoiceOf(one(bal, 'Dt'), `${where}/Dt`),
  };
}

function entryOf(ntry: XmlElement, index: number, where: string): CamtEntry {
  const creditDebit = creditDebitOf(text(ntry, 'CdtDbtInd'), where);
  const details = all(ntry, 'NtryDtls');
  const batch = details.map((d) => one(d, 'Btch')).find((b) => b !== null) ?? null;
  const transactions = details.flatMap((d) => all(d, 'TxDtls')).map((tx, i) => parseTransaction(tx, i, creditDebit, `${where}/TxDtls[${i}]`));
  const count = text(batch, 'NbOfTxs');
  return {
    index,
    entryReference: text(ntry, 'NtryRef'),
    accountServicerReference: text(ntry, 'AcctSvcrRef'),
    amount: requiredAmount(one(ntry, 'Amt'), `${where}/Amt`),
    creditDebit,
    reversal: booleanOf(text(ntry, 'RvslInd')) ?? false,
    // .001.02–.07: <Sts>BOOK</Sts>; .001.08: <Sts><Cd>BOOK</Cd></Sts>.
    status: text(ntry, 'Sts') ?? text(ntry, 'Sts', 'Cd') ?? text(ntry, 'Sts', 'Prtry') ?? required(null, where, 'Sts'),
    bookingDate: dateChoiceOf(one(ntry, 'BookgDt'), `${where}/BookgDt`),
    valueDate: dateChoiceOf(one(ntry, 'ValDt'), `${where}/ValDt`),
    bankTransactionCode: bankTransactionCodeOf(one(ntry, 'BkTxCd')),
    charges: chargesOf(ntry, where),
    batch: batch && {
      messageId: text(batch, 'MsgId'),
      paymentInformationId: text(batch, 'PmtInfId'),
      numberOfTransactions: count !== null && /^\d{1,15}$/.test(count) ? Number(count) : null,
      totalAmount: amountOf(one(batch, 'TtlAmt'), `${where}/Btch/TtlAmt`),
      creditDebit: optionalCreditDebit(text(batch, 'CdtDbtInd'), `${where}/Btch`),
    },
    additionalInfo: text(ntry, 'AddtlNtryInf'),
    transactions,
  };
}

function recordOf(rec: XmlElement, kind: CamtKind, index: number): CamtRecord {
  const where = `${SHAPE[kind].record}[${index}]`;
  return {
    id: required(rec, where, 'Id'),
    createdAt: dateTimeOf(text(rec, 'CreDtTm'), `${where}/CreDtTm`),
    electronicSequenceNumber: text(rec, 'ElctrncSeqNb'),
    legalSequenceNumber: text(rec, 'LglSeqNb'),
    pageNumber: text(rec, 'StmtPgntn', 'PgNb') ?? text(rec, 'NtfctnPgntn', 'PgNb'),
    fromDateTime: dateTimeOf(text(rec, 'FrToDt', 'FrDtTm'), `${where}/FrToDt`),
    toDateTime: dateTimeOf(text(rec, 'FrToDt', 'ToDtTm'), `${where}/FrToDt`),
    copyDuplicate: text(rec, 'CpyDplctInd'),
    account: accountOf(one(rec, 'Acct'), where),
    balances: all(rec, 'Bal').map((b, i) => balanceOf(b, `${where}/Bal[${i}]`)),
    additionalInfo: text(rec, 'AddtlStmtInf') ?? text(rec, 'AddtlNtfctnInf'),
    entries: all(rec, 'Ntry').map((n, i) => entryOf(n, i, `${where}/Ntry[${i}]`)),
  };
}

/** Parses a camt.053/054 file (text, or bytes in UTF-8 or the Latin-1 it declares). Throws CamtError. */
export function parseCamt(input: string | Uint8Array): CamtDocument {
  const xml = camtText(input);
  refuseDeclarations(xml);
  const { kind, version, namespace } = camtKindOf(xml);
  const tree = parseXmlTree(xml);
  const message = at(tree, 'Document', SHAPE[kind].message);
  if (!message) throw new CamtError('camtUnsupported', `${kind} without ${SHAPE[kind].message}`);
  const header = one(message, 'GrpHdr');
  const records = all(message, SHAPE[kind].record);
  if (records.length === 0) throw new CamtError('camtInvalid', SHAPE[kind].record);
  return {
    kind,
    version,
    namespace,
    messageId: required(header, 'GrpHdr', 'MsgId'),
    createdAt: dateTimeOf(required(header, 'GrpHdr', 'CreDtTm'), 'GrpHdr/CreDtTm') as string,
    messageRecipientName: text(header, 'MsgRcpt', 'Nm'),
    additionalInfo: text(header, 'AddtlInf'),
    records: records.map((r, i) => recordOf(r, kind, i)),
  };
}
