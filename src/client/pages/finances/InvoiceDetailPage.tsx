/**
 * /finances/invoiceDetail/{invoiceNumber} (issue 11 §5): the invoice — client, dates, status,
 * lines and totals — with its PDF preview, its history (created, printed, sent, reminders) and
 * the actions on it.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNavigate, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatMoney } from '../../../shared/money/formatMoney';
import { fetchInvoiceByNumber, INVOICES_QUERY_KEY, invoicesQueryKey } from '../../api/invoices';
import { InvoiceStatusChip } from '../../components/invoices/InvoiceStatusChip';
import { LoadFailed, NoClinic } from '../../components/PageStates';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../session/SessionProvider';
import { clientProfilePath } from '../appointments/appointmentPaths';
import { formatDay } from '../appointments/appointmentFormat';
import { useTherapistName } from '../appointments/useAppointmentLookups';
import { FINANCE_INVOICES_PATH } from './financePaths';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceHistory } from './InvoiceHistory';
import { InvoiceLines } from './InvoiceLines';
import { InvoicePdfPreview } from './InvoicePdfPreview';
import { useInvoicesLive } from './useInvoicesLive';

export function InvoiceDetailPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const lng = locale ?? 'de';
  const { invoiceNumber = '' } = useParams();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const queryClient = useQueryClient();
  const therapistName = useTherapistName();
  useInvoicesLive();
  const query = useQuery({ queryKey: invoicesQueryKey(centreId ?? '', 'number', invoiceNumber), queryFn: () => fetchInvoiceByNumber(centreId as string, invoiceNumber), enabled: Boolean(centreId) });
  if (!centreId) return <NoClinic />;
  const changed = () => void queryClient.invalidateQueries({ queryKey: [INVOICES_QUERY_KEY] });
  const invoice = query.data;
  const fact = (label: string, value: string | undefined | null) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography>{value || '–'}</Typography>
    </Box>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1300 }} data-testid="invoice-detail">
      <PageTitle title={translate('finances.detail.title', { number: invoiceNumber })} />
      <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={FINANCE_INVOICES_PATH} sx={{ mb: 1 }}>{translate('finances.detail.backToList')}</Button>
      {query.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {query.error && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {query.data === null && <Typography data-testid="invoice-not-found">{translate('finances.detail.notFound', { number: invoiceNumber })}</Typography>}
      {invoice && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h5" component="h1" data-testid="invoice-number">{translate('finances.detail.title', { number: invoice.number })}</Typography>
            <InvoiceStatusChip status={invoice.status ?? 'UNPROCESSED'} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
                <Box>
                  <Typography variant="caption" color="text.secondary" component="div">{translate('records.invoice.contactId')}</Typography>
                  <Link component={RouterLink} to={clientProfilePath(invoice.contactId)} data-testid="invoice-client">{invoice.billingDetails?.name || '–'}</Link>
                </Box>
                {fact(translate('records.invoice.providerId'), invoice.providerId ? therapistName(invoice.providerId) : null)}
                {fact(translate('records.invoice.date'), formatDay(invoice.date, lng))}
                {fact(translate('records.invoice.paymentDeadline'), invoice.paymentDeadline ? formatDay(invoice.paymentDeadline, lng) : null)}
                {fact(translate('records.invoice.amount'), formatMoney(invoice.amount ?? 0, lng, invoice.currency))}
                {fact(translate('records.invoice.totalDue'), formatMoney(invoice.totalDue ?? 0, lng, invoice.currency))}
                {fact(translate('records.invoice.reference'), invoice.reference)}
              </Paper>
              <InvoiceActions centreId={centreId} invoice={invoice} onChanged={changed} onDeleted={() => { changed(); navigate(FINANCE_INVOICES_PATH); }} />
              <Paper variant="outlined" sx={{ p: 2 }}><InvoiceHistory invoice={invoice} /></Paper>
            </Box>
            <InvoicePdfPreview centreId={centreId} invoice={invoice} />
          </Box>
          <Paper variant="outlined" sx={{ overflowX: 'auto', mt: 2 }}><InvoiceLines invoice={invoice} /></Paper>
        </>
      )}
    </Box>
  );
}
