/**
 * Invoice templates (behaviour §7, wording §2 "invoice design"): HTML and CSS layouts of the
 * practice's invoices. Names are unique; scripts and other executable content are refused by the
 * server and shown at the field. After saving, the dialog closes 1000 ms later (behaviour §7).
 */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRecordResource } from '../../admin/recordResources';
import { RecordDialogPage } from './RecordDialogPage';
import { TEMPLATE_SAVE_CALLBACK_MS } from '../documents/templateTimings';

export function InvoiceTemplatesPage() {
  const translate = useTranslate();
  return (
    <RecordDialogPage
      resource={useRecordResource('invoiceTemplate')}
      title="invoicing.templates.title"
      maxWidth="lg"
      savedDelayMs={TEMPLATE_SAVE_CALLBACK_MS}
      defaults={{ show_payment: true, repeatable: false, active: true }}
      intro={<Alert severity="info" sx={{ m: { xs: 1, sm: 2 }, mb: 0 }}>{translate('invoicing.templates.intro')}</Alert>}
    />
  );
}
