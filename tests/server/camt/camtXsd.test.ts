/**
 * The public fixtures that have an ISO schema here, and every kind of file the test writer
 * produces, validate against the ISO 20022 XSDs (../shared/fixtures/xsd, xmllint, offline).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../../src/server/projectRoot';
import { parseCamt } from '../../../src/server/services/camt/parseCamt';
import { CAMT_TEST_IBAN, writeCamt, writeManyQrPayments, type WrittenCamt } from '../support/camtWriter';

const XSD = path.resolve(projectRoot, '../shared/fixtures/xsd');
const FIXTURES = path.resolve(projectRoot, '../shared/fixtures/camt');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-camt-xsd-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** xmllint's exit status through validate.sh (0 = valid) and its message. */
function validate(schema: string, file: string): { status: number; output: string } {
  try {
    execFileSync(path.join(XSD, 'validate.sh'), [path.join(XSD, 'iso20022', schema), file], { stdio: 'pipe' });
    return { status: 0, output: '' };
  } catch (e) {
    const err = e as { status: number; stderr: Buffer };
    return { status: err.status, output: err.stderr.toString() };
  }
}

function validateText(schema: string, xml: string, name: string) {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, xml);
  return validate(schema, file);
}

const QRR = '210000000003139471430009017';
const SCOR = 'RF18539007547034';

/** One file with every shape the writer knows. */
const everything = (kind: 'camt.054' | 'camt.053', version: '04' | '08'): WrittenCamt => ({
  kind,
  version,
  accounts: [
    {
      iban: CAMT_TEST_IBAN,
      entries: [
        { payments: [{ amount: 12_050, reference: QRR, debtorName: 'Anna Müller & Söhne <AG>', debtorIban: 'CH9300762011623852957', debtorAddress: { street: 'Bahnhofstrasse', buildingNumber: '1', postCode: '8001', town: 'Zürich', country: 'CH' }, charges: 120 }], charges: 120 },
        { payments: [{ amount: 5_000, reference: SCOR, ultimateDebtorName: 'Beat Keller' }, { amount: 700, message: 'Rechnung 2026-0042' }, { amount: 1, reference: QRR }] },
        { reversal: true, payments: [{ amount: 12_050, reference: QRR }] },
        { status: 'PDNG', payments: [{ amount: 9_999, reference: null, debtorName: 'Ohne Referenz' }] },
      ],
    },
    { iban: 'CH5604835012345678009', currency: 'EUR', entries: [{ payments: [{ amount: 4_200, currency: 'EUR', reference: SCOR }] }] },
  ],
});

describe('camt files against the ISO 20022 XSDs', () => {
  it.each([
    ['camt053.v4.xml', 'camt.053.001.04.xsd'],
    ['camt053.v8.xml', 'camt.053.001.08.xsd'],
    ['camt054.v4.xml', 'camt.054.001.04.xsd'],
    ['camt054.v8.xml', 'camt.054.001.08.xsd'],
    ['camt054.v8-with-UETR.xml', 'camt.054.001.08.xsd'],
    ['camt054.v8-with-financial-institution.xml', 'camt.054.001.08.xsd'],
  ])('fixture %s validates against %s', (fixture, schema) => {
    expect(validate(schema, path.join(FIXTURES, fixture))).toEqual({ status: 0, output: '' });
  });

  it.each([
    ['camt.054', '04'],
    ['camt.054', '08'],
    ['camt.053', '04'],
    ['camt.053', '08'],
  ] as const)('the writer’s %s.001.%s (batch, reversal, charges, no reference, pending, two accounts) validates and parses back', (kind, version) => {
    const xml = writeCamt(everything(kind, version));
    expect(validateText(`${kind}.001.${version}.xsd`, xml, `${kind}-${version}.xml`)).toEqual({ status: 0, output: '' });
    const doc = parseCamt(xml);
    expect(doc.kind).toBe(kind);
    const [first, batch, reversal, pending] = doc.records[0].entries;
    expect(first.transactions[0]).toMatchObject({ amount: { minor: 12_050, currency: 'CHF' }, creditorReference: { type: 'QRR', reference: QRR }, debtor: { name: 'Anna Müller & Söhne <AG>' }, debtorAccount: { iban: 'CH9300762011623852957' } });
    expect(first.charges).toEqual({ total: expect.objectContaining({ minor: 120 }), records: [expect.objectContaining({ amount: expect.objectContaining({ minor: 120 }), creditDebit: 'DBIT', included: true, type: 'COMM', bearer: 'CRED' })] });
    expect(batch.batch).toMatchObject({ numberOfTransactions: 3, totalAmount: { minor: 5_701 } });
    expect(batch.transactions.map((t) => [t.amount?.minor, t.creditorReference?.type ?? null, t.unstructured])).toEqual([
      [5_000, 'SCOR', []],
      [700, null, ['Rechnung 2026-0042']],
      [1, 'QRR', []],
    ]);
    expect(batch.transactions[0].ultimateDebtor?.name).toBe('Beat Keller');
    expect([reversal.reversal, reversal.creditDebit]).toEqual([true, 'DBIT']);
    expect(pending.status).toBe('PDNG');
    expect(doc.records[1].entries[0].amount).toMatchObject({ minor: 4_200, currency: 'EUR' });
  });

  it('the benchmark file of the writer validates too', () => {
    expect(validateText('camt.054.001.08.xsd', writeManyQrPayments([QRR, SCOR, QRR]), 'bench.xml')).toEqual({ status: 0, output: '' });
  });

  it('and the check can fail: a .08 status written the .04 way is refused by the .08 schema', () => {
    const xml = writeCamt(everything('camt.054', '08')).replace(/<Sts><Cd>BOOK<\/Cd><\/Sts>/, '<Sts>BOOK</Sts>');
    const result = validateText('camt.054.001.08.xsd', xml, 'broken.xml');
    expect(result.status).toBe(3);
    expect(result.output).toMatch(/Sts/);
  });
});
