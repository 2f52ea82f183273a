/** Readers of the parts that entries and transactions share: codes, charges, parties, accounts, dates. */
import { CamtError } from './camtError';
import { amountOf } from './camtAmount';
import type { CamtAccountId, CamtAddress, CamtBankTransactionCode, CamtCharges, CamtParty, CreditDebit } from './camtModel';
import type { XmlElement } from './safeXml';
import { all, at, one, text, texts } from './xmlTree';

export function creditDebitOf(value: string | null, where: string): CreditDebit {
  if (value === 'CRDT' || value === 'DBIT') return value;
  throw new CamtError('camtInvalid', `${where}/CdtDbtInd`);
}
export const optionalCreditDebit = (value: string | null, where: string): CreditDebit | null => (value === null ? null : creditDebitOf(value, where));

export function booleanOf(value: string | null): boolean | null {
  if (value === null) return null;
  return value === 'true' || value === '1';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?$/;

export function dateTimeOf(value: string | null, where: string): string | null {
  if (value === null) return null;
  if (!DATE_TIME.test(value)) throw new CamtError('camtInvalid', `${where}: ${value.slice(0, 40)}`);
  return value;
}

/** DateAndDateTimeChoice (BookgDt, ValDt): Dt or DtTm, as written. */
export function dateChoiceOf(node: XmlElement | null, where: string): string | null {
  const date = text(node, 'Dt');
  if (date !== null) {
    if (!DATE.test(date)) throw new CamtError('camtInvalid', `${where}/Dt: ${date.slice(0, 40)}`);
    return date;
  }
  return dateTimeOf(text(node, 'DtTm'), `${where}/DtTm`);
}

export function requiredAmount(node: XmlElement | null, where: string) {
  const amount = amountOf(node, where);
  if (!amount) throw new CamtError('camtInvalid', where);
  return amount;
}

export function bankTransactionCodeOf(node: XmlElement | null): CamtBankTransactionCode | null {
  if (!node) return null;
  const code = {
    domain: text(node, 'Domn', 'Cd'),
    family: text(node, 'Domn', 'Fmly', 'Cd'),
    subFamily: text(node, 'Domn', 'Fmly', 'SubFmlyCd'),
    proprietary: text(node, 'Prtry', 'Cd'),
    proprietaryIssuer: text(node, 'Prtry', 'Issr'),
  };
  return Object.values(code).every((v) => v === null) ? null : code;
}

/** Chrgs: .001.02 repeats ChargesInformation; .001.03+ has one Chrgs with TtlChrgsAndTaxAmt and Rcrd*. */
export function chargesOf(parent: XmlElement, where: string): CamtCharges | null {
  const blocks = all(parent, 'Chrgs');
  if (blocks.length === 0) return null;
  const records = blocks.flatMap((b) => (one(b, 'Rcrd') ? all(b, 'Rcrd') : one(b, 'Amt') ? [b] : []));
  return {
    total: amountOf(at(blocks[0], 'TtlChrgsAndTaxAmt'), `${where}/Chrgs/TtlChrgsAndTaxAmt`),
    records: records.map((r) => ({
      amount: requiredAmount(one(r, 'Amt'), `${where}/Chrgs/Amt`),
      creditDebit: optionalCreditDebit(text(r, 'CdtDbtInd'), `${where}/Chrgs`),
      included: booleanOf(text(r, 'ChrgInclInd')),
      type: text(r, 'Tp', 'Cd') ?? text(r, 'Tp', 'Prtry', 'Id') ?? text(r, 'Tp'),
      bearer: text(r, 'Br'),
    })),
  };
}

export function addressOf(node: XmlElement | null): CamtAddress | null {
  if (!node) return null;
  return {
    street: text(node, 'StrtNm'),
    buildingNumber: text(node, 'BldgNb'),
    postCode: text(node, 'PstCd'),
    town: text(node, 'TwnNm'),
    country: text(node, 'Ctry'),
    lines: texts(node, 'AdrLine'),
  };
}

/** One identifier of a party; birth dates and places are personal data a payment match never needs. */
function identificationOf(id: XmlElement | null): string | null {
  return (
    text(id, 'OrgId', 'AnyBIC') ??
    text(id, 'OrgId', 'BICOrBEI') ??
    text(id, 'OrgId', 'Othr', 'Id') ??
    text(id, 'PrvtId', 'Othr', 'Id')
  );
}

/** PartyIdentification, or (camt .08) Party40Choice with Pty or Agt inside. */
export function partyOf(node: XmlElement | null): CamtParty | null {
  if (!node) return null;
  const agent = at(node, 'Agt', 'FinInstnId');
  if (agent) return { name: text(agent, 'Nm'), address: addressOf(one(agent, 'PstlAdr')), identification: text(agent, 'BICFI') ?? text(agent, 'BIC'), isAgent: true };
  const party = one(node, 'Pty') ?? node;
  return { name: text(party, 'Nm'), address: addressOf(one(party, 'PstlAdr')), identification: identificationOf(one(party, 'Id')), isAgent: false };
}

export function accountIdOf(account: XmlElement | null): CamtAccountId | null {
  if (!account) return null;
  const iban = text(account, 'Id', 'IBAN');
  const otherId = text(account, 'Id', 'Othr', 'Id');
  return iban === null && otherId === null ? null : { iban: iban?.replace(/\s/g, '').toUpperCase() ?? null, otherId };
}

/** BranchAndFinancialInstitutionIdentification's BIC (BICFI from .04, BIC before). */
export const agentBicOf = (node: XmlElement | null): string | null => text(node, 'FinInstnId', 'BICFI') ?? text(node, 'FinInstnId', 'BIC');
