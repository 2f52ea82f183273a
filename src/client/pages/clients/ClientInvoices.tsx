/**
 * The client's invoices on the profile (issue 11 §5; GET /api/invoices/consumer/{contactId}):
 * number, date, amount, open amount and status, newest first; a number opens the invoice.
 */
import { Alert, Box, CircularProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../shared/money/formatMoney';
import { FormSection } from '../../admin/templates/FormSection';
import { fetchContactInvoices, invoicesQueryKey } from '../../api/invoices';
import { InvoiceStatusChip } from '../../components/invoices/InvoiceStatusChip';
import { formatDay } from '../appointments/appointmentFormat';
import { invoiceDetailPath } from '../finances/financePaths';

export function ClientInvoices({ centreId, contactId }: { centreId: string; contactId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lng = locale ?? 'de';
  const list = useQuery({ queryKey: invoicesQueryKey(centreId, 'contact', contactId), queryFn: () => fetchContactInvoices(contactId) });
  const col = (key: string) => translate(`records.invoice.${key}`);
  return (
    <FormSection title={translate('finances.client.title')} name="invoices">
      {list.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {list.isError && <Alert severity="error">{translate('common.unableToFetch')}</Alert>}
      {list.data?.length === 0 && <Typography color="text.secondary" data-testid="client-invoices-empty">{translate('finances.client.empty')}</Typography>}
      {list.data && list.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('finances.client.title')} data-testid="client-invoices">
            <TableHead>
              <TableRow>
                <TableCell>{col('number')}</TableCell>
                <TableCell>{col('date')}</TableCell>
                <TableCell align="right">{col('amount')}</TableCell>
                <TableCell align="right">{col('totalDue')}</TableCell>
                <TableCell>{col('status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((invoice) => (
                <TableRow key={invoice.invoice_id} data-testid="client-invoice">
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={invoiceDetailPath(invoice.number)}>{invoice.number}</Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(invoice.date, lng)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(invoice.amount ?? 0, lng, invoice.currency)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(invoice.totalDue ?? 0, lng, invoice.currency)}</TableCell>
                  <TableCell><InvoiceStatusChip status={invoice.status ?? 'UNPROCESSED'} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </FormSection>
  );
}
