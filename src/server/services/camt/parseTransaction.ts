/** One TxDtls: references, amount, parties, remittance information (camt .001.02 to .001.08). */
import { amountOf } from './camtAmount';
import type { CamtStructuredRemittance, CamtTransaction, CreditDebit } from './camtModel';
import { accountIdOf, agentBicOf, bankTransactionCodeOf, chargesOf, dateTimeOf, optionalCreditDebit, partyOf } from './camtParts';
import type { XmlElement } from './safeXml';
import { all, at, one, text, texts } from './xmlTree';

function structuredOf(strd: XmlElement): CamtStructuredRemittance {
  const ref = one(strd, 'CdtrRefInf');
  return {
    type: text(ref, 'Tp', 'CdOrPrtry', 'Cd') ?? text(ref, 'Tp', 'CdOrPrtry', 'Prtry'),
    issuer: text(ref, 'Tp', 'Issr'),
    reference: text(ref, 'Ref'),
    additionalInfo: texts(strd, 'AddtlRmtInf'),
  };
}

export function parseTransaction(tx: XmlElement, index: number, entryCreditDebit: CreditDebit, where: string): CamtTransaction {
  const refs = one(tx, 'Refs');
  const parties = one(tx, 'RltdPties');
  const agents = one(tx, 'RltdAgts');
  const remittance = one(tx, 'RmtInf');
  const structured = all(remittance, 'Strd').map(structuredOf);
  const firstReference = structured.find((s) => s.reference !== null);
  const amount =
    amountOf(one(tx, 'Amt'), `${where}/Amt`) ??
    amountOf(at(tx, 'AmtDtls', 'TxAmt', 'Amt'), `${where}/AmtDtls/TxAmt`) ??
    amountOf(at(tx, 'AmtDtls', 'InstdAmt', 'Amt'), `${where}/AmtDtls/InstdAmt`);
  return {
    index,
    refs: {
      messageId: text(refs, 'MsgId'),
      accountServicerReference: text(refs, 'AcctSvcrRef'),
      paymentInformationId: text(refs, 'PmtInfId'),
      instructionId: text(refs, 'InstrId'),
      endToEndId: text(refs, 'EndToEndId'),
      uetr: text(refs, 'UETR'),
      transactionId: text(refs, 'TxId'),
      mandateId: text(refs, 'MndtId'),
      proprietary: all(refs, 'Prtry').map((p) => ({ type: text(p, 'Tp'), reference: text(p, 'Ref') })),
    },
    amount,
    creditDebit: optionalCreditDebit(text(tx, 'CdtDbtInd'), where) ?? entryCreditDebit,
    bankTransactionCode: bankTransactionCodeOf(one(tx, 'BkTxCd')),
    charges: chargesOf(tx, where),
    initiatingParty: partyOf(one(parties, 'InitgPty')),
    debtor: partyOf(one(parties, 'Dbtr')),
    debtorAccount: accountIdOf(one(parties, 'DbtrAcct')),
    ultimateDebtor: partyOf(one(parties, 'UltmtDbtr')),
    creditor: partyOf(one(parties, 'Cdtr')),
    creditorAccount: accountIdOf(one(parties, 'CdtrAcct')),
    ultimateCreditor: partyOf(one(parties, 'UltmtCdtr')),
    debtorAgentBic: agentBicOf(one(agents, 'DbtrAgt')),
    creditorAgentBic: agentBicOf(one(agents, 'CdtrAgt')),
    unstructured: texts(remittance, 'Ustrd'),
    structured,
    creditorReference: firstReference?.reference ? { type: firstReference.type, reference: firstReference.reference } : null,
    acceptanceDateTime: dateTimeOf(text(tx, 'RltdDts', 'AccptncDtTm'), `${where}/RltdDts/AccptncDtTm`),
    additionalInfo: text(tx, 'AddtlTxInf'),
    returnReason: text(tx, 'RtrInf', 'Rsn', 'Cd') ?? text(tx, 'RtrInf', 'Rsn', 'Prtry'),
  };
}
