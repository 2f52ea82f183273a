/**
 * /finances/payments (issue 12 §3; behaviour.md §2 "Finances"): the centre's payments with filters
 * and reset, a payment entered at the desk, a payment reversed (never deleted: the server writes
 * the reversal), the bank-file upload and the review of the entries it left open.
 */
import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, TablePagination, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../../../../shared/money/formatMoney';
import { translateError } from '../../../api/errorText';
import { INVOICES_QUERY_KEY } from '../../../api/invoices';
import { fetchPayments, PAYMENTS_QUERY_KEY, reversePayment, type PaymentFilter } from '../../../api/payments';
import { useRecordResource } from '../../../admin/recordResources';
import { useAlertDialog } from '../../../components/AlertDialogProvider';
import { LoadFailed, NoClinic } from '../../../components/PageStates';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../../session/SessionProvider';
import type { PaymentWire } from '../../../../shared/api/payments';
import { BankFileUpload } from './BankFileUpload';
import { NewPaymentDialog } from './NewPaymentDialog';
import { OpenBankEntries } from './OpenBankEntries';
import { PaymentFilters } from './PaymentFilters';
import { PaymentTable } from './PaymentTable';
import { useCentreInvoices, useCheckoutTypes, useClientNames } from './usePaymentLookups';

const PER_PAGE = 25;

export function PaymentsPage() {
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  if (!centreId) return <NoClinic />;
  return <Payments centreId={centreId} />;
}

function Payments({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const [locale = 'de'] = useLocaleState();
  const notify = useNotify();
  const alert = useAlertDialog();
  const queryClient = useQueryClient();
  const invoiceResource = useRecordResource('invoice').def.resource;
  const [filter, setFilter] = useState<PaymentFilter>({});
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const checkoutTypes = useCheckoutTypes(centreId);
  const invoices = useCentreInvoices(centreId);
  const query = useQuery({
    queryKey: [PAYMENTS_QUERY_KEY, centreId, 'list', filter, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchPayments(centreId, filter, page, PER_PAGE, signal),
  });
  const rows = useMemo(() => query.data?.rows ?? [], [query.data]);
  const clientNames = useClientNames(centreId, useMemo(() => rows.flatMap((p) => (p.contactId ? [p.contactId] : [])), [rows]));
  const checkoutTypeNames = useMemo(() => new Map(checkoutTypes.map((c) => [c.id, c.name])), [checkoutTypes]);
  const shownTotal = rows.reduce((sum, p) => sum + p.amount, 0);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [PAYMENTS_QUERY_KEY] });
    void queryClient.invalidateQueries({ queryKey: [INVOICES_QUERY_KEY] });
    // The invoices' open amounts and statuses follow their payments (react-admin's own cache).
    void queryClient.invalidateQueries({ queryKey: [invoiceResource] });
  };
  const reverse = async (payment: PaymentWire) => {
    const answer = await alert({
      title: translate('payments.reverse.title'),
      content: translate('payments.reverse.content', { amount: formatMoney(payment.amount, locale) }),
      closable: true,
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: translate('payments.reverse.confirm'), variant: 'contained', color: 'error', name: 'confirmReverse' },
      ],
    });
    if (answer?.button !== 1) return;
    setFailure(null);
    try {
      await reversePayment(payment.payment_id);
      notify('payments.reverse.done', { type: 'success' });
    } catch (error) {
      setFailure(error);
    } finally {
      refresh();
    }
  };
  const changeFilter = (next: PaymentFilter) => {
    setFilter(next);
    setPage(0);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1300 }} data-testid="finance-payments">
      <PageTitle title="payments.screen.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">{translate('payments.screen.title')}</Typography>
        <Button variant="contained" size="small" name="newPayment" startIcon={<AddIcon />} onClick={() => setAdding(true)}>{translate('payments.screen.newPayment')}</Button>
      </Box>
      <BankFileUpload centreId={centreId} onImported={refresh} />
      <OpenBankEntries centreId={centreId} invoices={invoices.byId} onChanged={refresh} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('payments.screen.listTitle')}</Typography>
      <PaymentFilters centreId={centreId} filter={filter} onFilter={changeFilter} checkoutTypes={checkoutTypes} />
      {failure !== null && <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>{translateError(translate, failure)}</Alert>}
      {query.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {query.error && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && rows.length === 0 && <Typography color="text.secondary" data-testid="payments-empty">{translate('payments.screen.empty')}</Typography>}
      {rows.length > 0 && (
        <>
          <PaymentTable rows={rows} invoices={invoices.byId} clientNames={clientNames} checkoutTypeNames={checkoutTypeNames} onReverse={(p) => void reverse(p)} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography color="text.secondary" data-testid="payments-page-sum">{translate('payments.screen.pageSum', { amount: formatMoney(shownTotal, locale) })}</Typography>
            <TablePagination component="div" count={query.data?.total ?? 0} page={page} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]} onPageChange={(_e, p) => setPage(p)}
              labelDisplayedRows={({ from, to, count }) => translate('payments.screen.rows', { from, to, count })} />
          </Box>
        </>
      )}
      {adding && (
        <NewPaymentDialog
          centreId={centreId}
          checkoutTypes={checkoutTypes}
          invoices={invoices.rows}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            notify('payments.screen.saved', { type: 'success' });
            refresh();
          }}
        />
      )}
    </Box>
  );
}
