/**
 * Invoice templates (behaviour §7, wording §2 "invoice design"): HTML and CSS layouts of the
 * practice's invoices. Names are unique; scripts and other executable content are refused by the
 * server and shown at the field.
 */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRecordResource } from '../../admin/recordResources';
import { RecordDialogPage } from './RecordDialogPage';

export function InvoiceTemplatesPage() {
  const translate = useTranslate();
  return (
    <RecordDialogPage
      resource={useRecordResource('invoiceTemplate')}
      title="invoicing.templates.title"
      maxWidth="lg"
      defaults={{ show_payment: true, repeatable: false, active: true }}
      intro={<Alert severity="info" sx={{ m: { xs: 1, sm: 2 }, mb: 0 }}>{translate('invoicing.templates.intro')}</Alert>}
    />
  );
}
