/**
 * The fixed example the preview renders a template with (a practice in Bern, a client, an invoice
 * of two sessions with a partial payment), its texts in the preview's language.
 */
import type { Language } from '../../../../shared/languages';
import { translate } from '../../../i18n';
import type { InvoiceTemplateData } from './invoiceTemplateData';

export function sampleTemplateData(language: Language, today = new Date().toISOString().slice(0, 10)): InvoiceTemplateData {
  const t = (key: string) => translate(language, `invoiceTemplates.sample.${key}`);
  return {
    client: { firstName: 'Anna', lastName: 'Muster', street: 'Musterweg 12', postcode: '3011', city: 'Bern', birthDate: '1984-05-17' },
    practice: {
      name: t('practiceName'),
      street: 'Lindenstrasse 4',
      postcode: '3012',
      city: 'Bern',
      phone: '+41 31 555 12 34',
      email: 'praxis@example.ch',
      iban: 'CH4431999123000889012',
      vatNumber: 'CHE-123.456.789 MWST',
    },
    therapist: { name: 'Lea Beispiel', zsr: 'A123456', gln: '7601000000000' },
    invoice: {
      number: '2026-0042',
      date: today,
      dueDate: new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10),
      currency: 'CHF',
      total: 24000,
      paid: 5000,
      reference: '210000000003139471430009017',
      lines: [
        { date: '2026-11-03', description: t('service'), quantity: 1, unitPrice: 12000, amount: 12000 },
        { date: '2026-11-10', description: t('service'), quantity: 1, unitPrice: 12000, amount: 12000 },
      ],
    },
    today,
  };
}
