/** The centre's payment details (issue 11 §6, pinned): PATCH /api/centres/{id} takes businessInfo.iban and bankName. */
import { readCatalogues } from '../../../src/server/i18n';
import { LANGUAGES } from '../../../src/shared/languages';
import { DB_KINDS } from '../support/testApp';
import { call, fieldCodes, useClinicsWorld } from '../centres/world';

const INVOICE_ERRORS = [
  'invoiceNumberDuplicate',
  'invoicingIncomplete',
  'appointmentAlreadyBilled',
  'appointmentNotFinished',
  'appointmentWithoutClient',
  'invoiceMixedClients',
  'invoiceMixedTherapists',
  'noAppointments',
  'invalidInvoiceTransition',
  'invoiceNotDeletable',
  'invoiceNotEditable',
  'invalidInvoiceLines',
];

it('has every invoicing error and every missing-item label in de, en, fr and it', () => {
  const catalogues = readCatalogues();
  const missing = LANGUAGES.flatMap((lng) => [
    ...INVOICE_ERRORS.filter((code) => typeof catalogues[lng].errors?.[code] !== 'string').map((code) => `${lng}:errors.${code}`),
    ...['account', 'practiceAddress', 'paymentAccount', 'contact', 'service'].filter((k) => typeof (catalogues[lng].invoicing as Record<string, Record<string, unknown>>)?.missing?.[k] !== 'string').map((k) => `${lng}:invoicing.missing.${k}`),
  ]);
  expect(missing).toEqual([]);
  expect(catalogues.de.errors.invoiceNumberDuplicate).toMatch(/Seite neu/);
});

describe.each(DB_KINDS)('payment details of the centre on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const patch = (businessInfo: Record<string, unknown>) => call(w.t, w.a.owner, 'PATCH', `/api/centres/${w.a.centreId}`, { businessInfo });

  it('stores an IBAN or QR-IBAN (electronic form) and the bank name, keeping the other numbers', async () => {
    const res = await patch({ iban: 'ch44 3199 9123 0008 8901 2', bankName: 'PostFinance AG' });
    expect(res.statusCode).toBe(200);
    expect(res.json().businessInfo).toMatchObject({ iban: 'CH4431999123000889012', bankName: 'PostFinance AG' });
    expect((await patch({ iban: 'CH93 0076 2011 6238 5295 7' })).json().businessInfo).toMatchObject({ iban: 'CH9300762011623852957', bankName: 'PostFinance AG' });
    const read = await call(w.t, w.a.provider, 'GET', `/api/centre/${w.a.centreId}/getCentre`);
    expect(read.json().businessInfo.iban).toBe('CH9300762011623852957');
    expect((await patch({ iban: '' })).json().businessInfo.iban).toBe('');
  });

  it('refuses an invalid IBAN and one outside Switzerland and Liechtenstein, writing nothing', async () => {
    await patch({ iban: 'CH9300762011623852957' });
    expect(fieldCodes(await patch({ iban: 'CH93 0076 2011 6238 5295 8' }))).toEqual(['businessInfo.iban:invalidIban']);
    expect(fieldCodes(await patch({ iban: 'DE89 3704 0044 0532 0130 00' }))).toEqual(['businessInfo.iban:ibanNotSwiss']);
    expect((await patch({ bankName: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await call(w.t, w.a.owner, 'GET', `/api/centre/${w.a.centreId}/getCentre`)).json().businessInfo.iban).toBe('CH9300762011623852957');
    expect((await call(w.t, w.a.provider, 'PATCH', `/api/centres/${w.a.centreId}`, { businessInfo: { iban: 'CH9300762011623852957' } })).statusCode).toBe(403);
  });
});
