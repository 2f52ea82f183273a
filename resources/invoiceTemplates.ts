/**
 * Invoice templates (behaviour §7): /settings/invoice-templates, reached from the invoicing
 * settings. HTML and CSS are edited as text; the server refuses executable content
 * (errors.unsafeTemplate) and a second template of the same name (errors.invoiceTemplateExists).
 */
import { resourceFromRecord } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';
import { dialogPaths } from '../src/client/pages/records/dialogPaths';
import { INVOICE_TEMPLATES_PATH } from '../src/client/pages/documents/documentPaths';


export const invoiceTemplates = resourceFromRecord('invoiceTemplate', {
  paths: dialogPaths(INVOICE_TEMPLATES_PATH),
  form: {
    groups: [
      { name: 'template', title: 'invoicing.templates.section', columns: 2, fields: ['name', 'active', 'show_payment', 'repeatable'] },
      { name: 'layout', title: 'invoicing.templates.layout', columns: 1, fields: ['html', 'css'] },
    ],
    fields: {
      html: { 'ui:widget': 'textarea', 'ui:options': { rows: 14 } },
      css: { 'ui:widget': 'textarea', 'ui:options': { rows: 8 } },
    },
  },
  routes: [{ path: INVOICE_TEMPLATES_PATH, element: lazyPage(() => import('../src/client/pages/records/InvoiceTemplatesPage').then((m) => m.InvoiceTemplatesPage)) }],
});
