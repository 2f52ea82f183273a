/**
 * Invoicing settings (wording §2/§3): one record per practice at /settings/invoicing — invoice
 * texts, default law, treatment type and reason, payment term, reminders and e-mail templates.
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { resourceFromRecord } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';

const PATH = '/settings/invoicing';

export const invoicingSettings = resourceFromRecord('invoicingSettings', {
  icon: ReceiptLongIcon,
  menu: { labelKey: 'menu.invoicing', group: 'menu.groups.settings' },
  paths: { list: PATH, edit: () => PATH },
  form: {
    groups: [
      { name: 'texts', title: 'invoicing.sections.texts', fields: ['title', 'greetings', 'signedBy', 'role', 'description', 'notes'] },
      { name: 'defaults', title: 'invoicing.sections.defaults', fields: ['law', 'treatmentType', 'reasonForTreatment', 'invoiceDocuments'] },
      { name: 'payment', title: 'invoicing.sections.payment', fields: ['paymentTermDays', 'directPdfSending'] },
      {
        name: 'reminders',
        title: 'invoicing.sections.reminders',
        columns: 3,
        fields: ['reminder1Days', 'reminder2Days', 'reminder3Days', 'reminder1Text', 'reminder2Text', 'reminder3Text'],
      },
      { name: 'emails', title: 'invoicing.sections.emails', columns: 1, fields: ['emailTemplate', 'directEmailTemplate'] },
    ],
    fields: {
      greetings: { 'ui:widget': 'text' },
      description: { 'ui:options': { rows: 3 } },
      notes: { 'ui:options': { rows: 3 } },
      reminder1Text: { 'ui:options': { rows: 4 } },
      reminder2Text: { 'ui:options': { rows: 4 } },
      reminder3Text: { 'ui:options': { rows: 4 } },
      emailTemplate: { 'ui:options': { rows: 5 } },
      directEmailTemplate: { 'ui:options': { rows: 5 } },
    },
  },
  routes: [{ path: PATH, element: lazyPage(() => import('../src/client/pages/settings/invoicing/InvoicingSettingsPage').then((m) => m.InvoicingSettingsPage)) }],
});
