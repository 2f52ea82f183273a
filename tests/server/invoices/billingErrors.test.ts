/** Every refusal of the billing rules and the PDF renderer has a message in each language (no silent German fallback). */
import { readCatalogues, translate } from '../../../src/server/i18n';
import { INVOICE_PDF_ERRORS } from '../../../src/server/services/documents/invoicePdf/renderInvoicePdf';
import { BILLING_RULE_ERRORS } from '../../../src/shared/billing/invoiceTotals';
import { LANGUAGES } from '../../../src/shared/languages';

it('has an errors.* text for every billing error code in de, en, fr and it', () => {
  const catalogues = readCatalogues();
  const codes = [...BILLING_RULE_ERRORS, ...INVOICE_PDF_ERRORS];
  const missing = codes.flatMap((code) => LANGUAGES.filter((lng) => typeof catalogues[lng].errors?.[code] !== 'string').map((lng) => `${lng}:${code}`));
  expect(missing).toEqual([]);
  expect(translate('fr', 'errors.vatRateMissing', { code: 'CH-normal', date: '01.06.2017' })).toBe("Le code TVA CH-normal n'a pas de taux valable le 01.06.2017. Veuillez compléter les taux de TVA.");
});
