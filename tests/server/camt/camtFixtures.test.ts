/**
 * Every public camt fixture (../shared/fixtures/camt, read in place) parses to what genkgo/camt
 * reports for it, field by field (the mapping and what it leaves out: genkgoExpectation.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../src/server/projectRoot';
import { CamtError } from '../../../src/server/services/camt/camtError';
import type { CamtAccountId, CamtEntry, CamtParty, CamtRecord, CamtTransaction } from '../../../src/server/services/camt/camtModel';
import { parseCamt } from '../../../src/server/services/camt/parseCamt';
import { BALANCE_TYPES, REC, instant, listOf, money, obj, orNull, ourInstant, readExpectation, type Obj } from './genkgoExpectation';

export const CAMT_FIXTURES = path.resolve(projectRoot, '../shared/fixtures/camt');

const xmlFiles = fs.readdirSync(CAMT_FIXTURES).filter((f) => f.endsWith('.xml')).sort();
const withExpectation = xmlFiles.filter((f) => fs.existsSync(path.join(CAMT_FIXTURES, f.replace(/\.xml$/, '.json'))));

const signed = (minor: number, cd: 'CRDT' | 'DBIT') => (cd === 'DBIT' ? -minor : minor);

function compareRecord(ours: CamtRecord, theirs: Obj) {
  expect(ours.id).toBe(orNull(theirs.getId));
  expect(ourInstant(ours.createdAt)).toBe(instant(theirs.getCreatedOn));
  expect(ours.electronicSequenceNumber).toBe(orNull(theirs.getElectronicSequenceNumber));
  expect(ours.legalSequenceNumber).toBe(orNull(theirs.getLegalSequenceNumber));
  expect(ours.copyDuplicate).toBe(orNull(theirs.getCopyDuplicateIndicator));
  expect(ourInstant(ours.fromDateTime)).toBe(instant(theirs.getFromDate));
  expect(ourInstant(ours.toDateTime)).toBe(instant(theirs.getToDate));
  expect(ours.pageNumber).toBe(obj(theirs.getPagination)?.getPageNumber ?? null);
  expect(ours.additionalInfo).toBe(orNull(theirs.getAdditionalInformation));
  const account = obj(theirs.getAccount)!;
  expect(ours.account.iban).toBe(obj(account.getIban)?.getIban ?? null);
  expect(ours.account.iban ?? ours.account.otherId).toBe(orNull(account.getIdentification));
  expect(ours.account.name).toBe(orNull(account.getName));
  const balances = listOf(theirs, 'getBalances', 'getBalance');
  expect(ours.balances.map((b) => ({ type: BALANCE_TYPES[b.type ?? ''], amount: signed(b.amount.minor, b.creditDebit), currency: b.amount.currency, date: ourInstant(b.date) }))).toEqual(
    balances.map((b) => ({ type: b.getType, amount: money(b.getAmount)!.signed, currency: money(b.getAmount)!.currency, date: instant(b.getDate) })),
  );
}

function compareAccount(ours: CamtAccountId | null, theirs: Obj | null) {
  if (!theirs) return expect(ours).toBeNull();
  expect(ours?.iban ?? ours?.otherId).toBe(orNull(theirs.getIdentification));
  expect(ours?.iban ?? null).toBe(obj(theirs.getIban)?.getIban ?? null);
}

function compareParty(ours: CamtParty | null, theirs: Obj) {
  expect(ours).not.toBeNull();
  expect(ours!.name).toBe(orNull(theirs.getName));
  const address = obj(theirs.getAddress);
  if (!address) return expect(ours!.address).toBeNull();
  expect(ours!.address).toEqual({
    street: address.getStreetName,
    buildingNumber: address.getBuildingNumber,
    postCode: address.getPostCode,
    town: address.getTownName,
    country: address.getCountry,
    lines: address.getAddressLines,
  });
  const id = obj(theirs.getIdentification);
  if (id && ours!.identification !== null) expect([id.getBic, id.getBei, id.getOtherId, id.getIdentification]).toContain(ours!.identification);
}

const PARTY_FIELDS: Record<string, [keyof CamtTransaction, keyof CamtTransaction | null]> = {
  Debtor: ['debtor', 'debtorAccount'],
  Creditor: ['creditor', 'creditorAccount'],
  UltimateDebtor: ['ultimateDebtor', null],
  UltimateCreditor: ['ultimateCreditor', null],
};

function compareTransaction(ours: CamtTransaction, theirs: Obj, entry: CamtEntry) {
  const amount = money(theirs.getAmount) ?? money(theirs.getAmountDetails);
  if (!amount) expect(ours.amount).toBeNull();
  else expect({ signed: signed(ours.amount!.minor, entry.creditDebit), currency: ours.amount!.currency }).toEqual(amount);
  const ref = obj(theirs.getReference);
  if (ref) {
    expect(ours.refs.endToEndId).toBe(orNull(ref.getEndToEndId));
    expect(ours.refs.instructionId).toBe(orNull(ref.getInstructionId));
    expect(ours.refs.paymentInformationId).toBe(orNull(ref.getPaymentInformationId));
    expect(ours.refs.messageId).toBe(orNull(ref.getMessageId));
    expect(ours.refs.accountServicerReference).toBe(orNull(ref.getAccountServicerReference));
    expect(ours.refs.transactionId).toBe(orNull(ref.getTransactionId));
    expect(ours.refs.mandateId).toBe(orNull(ref.getMandateId));
    expect(ours.refs.uetr).toBe(orNull(ref.getUuidEndToEndReference));
    expect(ours.refs.proprietary).toEqual(listOf(ref, 'getProprietaries', 'getProprietary').map((p) => ({ type: p.getType, reference: p.getReference })));
  }
  const parties = listOf(theirs, 'getRelatedParties', 'getRelatedParty');
  for (const p of parties) {
    const type = obj(p.getRelatedPartyType)!;
    const kind = String(type.__CLASS__).split('\\').pop()!;
    const fields = PARTY_FIELDS[kind];
    if (!fields) throw new Error(`unmapped genkgo party ${kind}`);
    compareParty(ours[fields[0]] as CamtParty | null, type);
    if (fields[1]) compareAccount(ours[fields[1]] as CamtAccountId | null, obj(p.getAccount));
  }
  const agents = listOf(theirs, 'getRelatedAgents', 'getRelatedAgent').map((a) => obj(a.getRelatedAgentType)!);
  for (const a of agents) {
    const bic = orNull(a.getBIC);
    if (String(a.__CLASS__).endsWith('DebtorAgent')) expect(ours.debtorAgentBic).toBe(bic);
    if (String(a.__CLASS__).endsWith('CreditorAgent')) expect(ours.creditorAgentBic).toBe(bic);
  }
  const rmt = obj(theirs.getRemittanceInformation);
  expect(ours.unstructured).toEqual(listOf(rmt, 'getUnstructuredBlocks', 'getUnstructuredBlock').map((u) => u.getMessage));
  expect(ours.structured.map((s) => ({ type: s.type, reference: s.reference, additional: s.additionalInfo[0] ?? null }))).toEqual(
    listOf(rmt, 'getStructuredBlocks', 'getStructuredBlock').map((s) => {
      // Dumped first at the RemittanceInformation level, then a recursion marker inside the block.
      const cri = s.getCreditorReferenceInformation === REC ? obj(rmt!.getCreditorReferenceInformation) : obj(s.getCreditorReferenceInformation);
      return { type: cri ? (cri.getCode ?? cri.getProprietary) : null, reference: cri?.getRef ?? null, additional: s.getAdditionalRemittanceInformation ?? null };
    }),
  );
  if (rmt) expect(ours.unstructured[0] ?? ours.creditorReference?.reference ?? null).toBe(orNull(rmt.getMessage));
  expect(ours.additionalInfo).toBe(orNull(theirs.getAdditionalTransactionInformation));
  expect(ours.returnReason).toBe(obj(theirs.getReturnInformation)?.getCode ?? null);
  expect(ours.charges).toBe(orNull(theirs.getCharges)); // null in every fixture; charges are covered by the writer's files
}

function compareEntry(ours: CamtEntry, theirs: Obj) {
  expect(ours.index).toBe(orNull(theirs.getIndex));
  expect(ours.accountServicerReference).toBe(orNull(theirs.getAccountServicerReference));
  expect(ours.additionalInfo).toBe(orNull(theirs.getAdditionalInfo));
  expect({ signed: signed(ours.amount.minor, ours.creditDebit), currency: ours.amount.currency }).toEqual(money(theirs.getAmount));
  expect(ours.creditDebit).toBe(orNull(theirs.getCreditDebitIndicator));
  expect(ours.reversal).toBe(orNull(theirs.getReversalIndicator));
  expect(ours.status).toBe(orNull(theirs.getStatus));
  expect(ourInstant(ours.bookingDate)).toBe(instant(theirs.getBookingDate));
  expect(ourInstant(ours.valueDate)).toBe(instant(theirs.getValueDate));
  expect(ours.entryReference).toBe(orNull(theirs.getReference));
  expect(ours.batch?.paymentInformationId ?? null).toBe(theirs.getBatchPaymentId ?? null);
  expect(ours.charges).toBe(orNull(theirs.getCharges));
  const code = obj(theirs.getBankTransactionCode);
  const domain = obj(code?.getDomain);
  const proprietary = obj(code?.getProprietary);
  expect(ours.bankTransactionCode ?? { domain: null, family: null, subFamily: null, proprietary: null, proprietaryIssuer: null }).toEqual({
    domain: domain?.getCode ?? null,
    family: obj(domain?.getFamily)?.getCode ?? null,
    subFamily: obj(domain?.getFamily)?.getSubFamilyCode ?? null,
    proprietary: proprietary?.getCode ?? null,
    proprietaryIssuer: orNull(proprietary?.getIssuer),
  });
  const transactions = listOf(theirs, 'getTransactionDetails', 'getTransactionDetail');
  expect(ours.transactions).toHaveLength(transactions.length);
  ours.transactions.forEach((tx, i) => compareTransaction(tx, transactions[i], ours));
}

describe('public camt fixtures parse to their genkgo expectations', () => {
  it('has the fixtures (read in place from ../shared)', () => {
    expect(withExpectation.length).toBeGreaterThanOrEqual(16);
  });

  it.each(withExpectation)('%s', (file) => {
    const doc = parseCamt(fs.readFileSync(path.join(CAMT_FIXTURES, file)));
    const expected = readExpectation(path.join(CAMT_FIXTURES, file.replace(/\.xml$/, '.json')));
    const header = obj(expected.getGroupHeader)!;
    expect(doc.kind).toBe(file.startsWith('camt053') ? 'camt.053' : 'camt.054');
    expect(doc.messageId).toBe(orNull(header.getMessageId));
    expect(ourInstant(doc.createdAt)).toBe(instant(header.getCreatedOn));
    expect(doc.messageRecipientName).toBe(obj(header.getMessageRecipient)?.getName ?? null);
    expect(doc.additionalInfo).toBe(orNull(header.getAdditionalInformation));
    const entries = (expected.getEntries as Obj[]).map(obj).filter((e): e is Obj => e !== null);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const record = obj(entry.getRecord)!;
      const ours = doc.records.find((r) => r.id === record.getId);
      expect(ours).toBeDefined();
      compareRecord(ours!, record);
      compareEntry(ours!.entries[entry.getIndex as number], entry);
    }
  });

  it('reads both statements of the multi-statement file (genkgo dumps only the last one’s entries)', () => {
    const doc = parseCamt(fs.readFileSync(path.join(CAMT_FIXTURES, 'camt053.v2.multi.statement.xml')));
    expect(doc.records.map((r) => [r.id, r.entries.map((e) => [e.amount.minor, e.creditDebit])])).toEqual([
      ['253EURNL26VAYB8060476890', [[885, 'CRDT']]],
      ['254EURNL26VAYB8060476890', [[700, 'DBIT']]],
    ]);
  });

  it('refuses the statement without any Stmt (camt053.v2.wrong.xml) as invalid', () => {
    expect(() => parseCamt(fs.readFileSync(path.join(CAMT_FIXTURES, 'camt053.v2.wrong.xml')))).toThrow(new CamtError('camtInvalid', 'Stmt'));
  });

  it('keeps sub-unit decimals exact: EUR 105.750 is 10575 cents, exact; 8.850 is 885', () => {
    const v3 = parseCamt(fs.readFileSync(path.join(CAMT_FIXTURES, 'camt053.v3.xml')));
    expect(v3.records[0].entries[0].transactions[0].amount).toEqual({ minor: 10575, currency: 'EUR', decimal: '105.750', exact: true });
    const five = parseCamt(fs.readFileSync(path.join(CAMT_FIXTURES, 'camt053.v2.five.decimals.xml')));
    expect(five.records[0].entries[0].amount).toEqual({ minor: 885, currency: 'EUR', decimal: '8.850', exact: true });
  });
});
