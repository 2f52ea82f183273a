/**
 * /finances/invoices (issue 11 §5): the schema-engine list of the centre's invoices — number,
 * client, date, amount (Swiss format), status, sent as — with filters, bulk PDF, e-mail, mark
 * printed and delete; a row opens the invoice's detail. New invoices come from the finished appointments.
 */
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Button } from '@mui/material';
import { useMemo } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { useScopedCentre } from '../../admin/centreScope';
import { useRecordResource } from '../../admin/recordResources';
import type { RecordResource } from '../../admin/resourceTypes';
import { SchemaList } from '../../admin/SchemaList';
import { NoClinic } from '../../components/PageStates';
import { BulkMarkPrintedButton } from './BulkMarkPrintedButton';
import { BulkPdfButton } from './BulkPdfButton';
import { BulkSendEmailButton } from './BulkSendEmailButton';
import { FINANCE_APPOINTMENTS_PATH, invoiceDetailPath } from './financePaths';
import { INVOICE_LIST } from './invoiceList';
import { useInvoicesLive } from './useInvoicesLive';

export function InvoiceListPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const centreId = useScopedCentre();
  const resource = useRecordResource('invoice');
  useInvoicesLive();
  // The registry is loaded here (useRecordResource suspends until it is), so `def` may be copied.
  const invoices = useMemo<RecordResource>(() => ({ ...resource, def: resource.def, config: { ...resource.config, list: INVOICE_LIST } }), [resource]);
  if (!centreId) return <NoClinic />;
  return (
    <SchemaList
      resource={invoices}
      title="finances.invoices.title"
      rowClick={(_id, record) => invoiceDetailPath(String(record.number))}
      bulkActions={
        <>
          <BulkPdfButton />
          <BulkSendEmailButton centreId={centreId} />
          <BulkMarkPrintedButton centreId={centreId} />
        </>
      }
      actions={
        <Button variant="contained" size="small" name="invoiceAppointments" startIcon={<PostAddIcon />} onClick={() => navigate(FINANCE_APPOINTMENTS_PATH)}>
          {translate('finances.invoices.fromAppointments')}
        </Button>
      }
    />
  );
}
