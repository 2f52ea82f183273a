/**
 * The client's payments on the profile (issue 12 §1; GET /api/payments/consumer/{contactId}):
 * date, method, checkout type, invoice, amount, reversals marked; the credit balance, and the two
 * ways to spend it (on an open invoice, or paid back). The invoices come from the same query as
 * the invoices section above, so nothing is fetched twice.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../shared/money/formatMoney';
import { FormSection } from '../../admin/templates/FormSection';
import { fetchContactInvoices, INVOICES_QUERY_KEY, invoicesQueryKey } from '../../api/invoices';
import { fetchContactPayments, PAYMENTS_QUERY_KEY } from '../../api/payments';
import { invoiceDetailPath } from '../finances/financePaths';
import { swissDate } from '../finances/payments/PaymentTable';
import { useCheckoutTypes } from '../finances/payments/usePaymentLookups';
import { CreditDialog } from './CreditDialog';

/** Invoices credit can still go to: neither paid nor cancelled, with something due. */
const CLOSED = new Set(['PAID', 'CANCELLED']);

export const contactPaymentsQueryKey = (centreId: string, contactId: string) => [PAYMENTS_QUERY_KEY, centreId, 'contact', contactId] as const;

export function ClientPayments({ centreId, contactId }: { centreId: string; contactId: string }) {
  const translate = useTranslate();
  const [locale = 'de'] = useLocaleState();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: contactPaymentsQueryKey(centreId, contactId), queryFn: ({ signal }) => fetchContactPayments(contactId, signal) });
  const invoices = useQuery({ queryKey: invoicesQueryKey(centreId, 'contact', contactId), queryFn: () => fetchContactInvoices(contactId) });
  const checkoutTypes = useCheckoutTypes(centreId);
  const [dialog, setDialog] = useState<'use' | 'refund' | null>(null);

  const byId = new Map((invoices.data ?? []).map((i) => [i.invoice_id, i]));
  const open = (invoices.data ?? []).filter((i) => !CLOSED.has(i.status ?? '') && (i.totalDue ?? 0) > 0);
  const credit = list.data?.creditBalance ?? 0;
  const rows = list.data?.payments ?? [];
  const saved = () => {
    setDialog(null);
    // The invoices' open amounts and statuses follow the payment.
    void queryClient.invalidateQueries({ queryKey: [PAYMENTS_QUERY_KEY] });
    void queryClient.invalidateQueries({ queryKey: [INVOICES_QUERY_KEY] });
  };

  return (
    <FormSection title={translate('payments.client.title')} name="payments">
      {list.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {list.isError && <Alert severity="error">{translate('common.unableToFetch')}</Alert>}
      {list.data && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography sx={{ fontWeight: 600, flexGrow: 1 }} data-testid="client-credit">
            {translate('payments.credit.balance', { amount: formatMoney(credit, locale) })}
          </Typography>
          <Button variant="outlined" size="small" name="useCredit" disabled={credit <= 0 || open.length === 0} onClick={() => setDialog('use')}>
            {translate('payments.credit.use')}
          </Button>
          <Button variant="outlined" size="small" name="refundCredit" disabled={credit <= 0} onClick={() => setDialog('refund')}>
            {translate('payments.credit.refund')}
          </Button>
        </Stack>
      )}
      {list.data && rows.length === 0 && <Typography color="text.secondary" data-testid="client-payments-empty">{translate('payments.client.empty')}</Typography>}
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('payments.client.title')} data-testid="client-payments">
            <TableHead>
              <TableRow>
                <TableCell>{translate('payments.screen.date')}</TableCell>
                <TableCell>{translate('payments.screen.method')}</TableCell>
                <TableCell>{translate('payments.screen.checkoutType')}</TableCell>
                <TableCell>{translate('payments.screen.invoice')}</TableCell>
                <TableCell align="right">{translate('payments.screen.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((p) => {
                const invoice = p.invoiceId ? byId.get(p.invoiceId) : undefined;
                const checkout = checkoutTypes.find((c) => c.id === p.checkoutTypeId)?.name ?? '';
                return (
                  <TableRow key={p.payment_id} data-testid="client-payment" sx={p.reversedAt || p.reversalOf ? { '& td, & th': { color: 'text.secondary' } } : undefined}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{swissDate(p.date)}</TableCell>
                    <TableCell>
                      {translate(`payments.methods.${p.method}`)}
                      {p.reversalOf && <Chip size="small" sx={{ ml: 1 }} label={translate('payments.screen.reversal')} />}
                      {p.reversedAt && <Chip size="small" sx={{ ml: 1 }} label={translate('payments.screen.reversed')} />}
                    </TableCell>
                    <TableCell>{checkout}</TableCell>
                    <TableCell>{invoice ? <Link component={RouterLink} to={invoiceDetailPath(invoice.number)}>{invoice.number}</Link> : translate('payments.client.toCredit')}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(p.amount, locale)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {dialog && (
        <CreditDialog centreId={centreId} contactId={contactId} mode={dialog} credit={credit} openInvoices={open} checkoutTypes={checkoutTypes} onClose={() => setDialog(null)} onSaved={saved} />
      )}
    </FormSection>
  );
}
