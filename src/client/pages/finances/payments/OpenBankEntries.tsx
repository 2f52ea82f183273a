/**
 * The review of the bank entries waiting for a person (issue 12 §2, §3): each with its amount,
 * debtor, reference or text and the ranked suggestions; one click confirms a suggestion, "process"
 * books the confirmed ones in one go, "reject" sets an entry aside (wording.md §4). An entry
 * with no invoice to pay (a client paying ahead) can instead go to a chosen client's credit.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../shared/money/formatMoney';
import { translateError } from '../../../api/errorText';
import type { InvoiceRecord } from '../../../api/invoices';
import { fetchOpenTransactions, PAYMENTS_QUERY_KEY, processTransactions, rejectTransaction } from '../../../api/payments';
import { LoadFailed } from '../../../components/PageStates';
import type { TransactionWire } from '../../../../shared/api/payments';
import { CreditTarget } from './CreditTarget';
import { swissDate } from './PaymentTable';

/** Where a confirmed entry is booked: an invoice, or a client's credit. */
type Target = { invoiceId: string; contactId?: undefined } | { contactId: string; invoiceId?: undefined };

export interface OpenBankEntriesProps {
  centreId: string;
  invoices: Map<string, InvoiceRecord>;
  onChanged: () => void;
}

export function OpenBankEntries({ centreId, invoices, onChanged }: OpenBankEntriesProps) {
  const translate = useTranslate();
  const [locale = 'de'] = useLocaleState();
  const query = useQuery({ queryKey: [PAYMENTS_QUERY_KEY, centreId, 'open'], queryFn: ({ signal }) => fetchOpenTransactions(centreId, signal) });
  // transaction id → the invoice confirmed for it, or the client whose credit it becomes
  const [confirmed, setConfirmed] = useState<Map<string, Target>>(new Map());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const entries = query.data ?? [];
  const chosen = [...confirmed].filter(([t]) => entries.some((e) => e.transaction_id === t));

  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      setConfirmed(new Map());
      onChanged();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const choose = (t: TransactionWire, target: Target | null) =>
    setConfirmed((prev) => {
      const next = new Map(prev);
      if (target) next.set(t.transaction_id as string, target);
      else next.delete(t.transaction_id as string);
      return next;
    });
  const toggle = (t: TransactionWire, invoiceId: string) => choose(t, confirmed.get(t.transaction_id as string)?.invoiceId === invoiceId ? null : { invoiceId });

  return (
    <Box component="section" aria-labelledby="open-entries-title" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="open-entries-title">{translate('payments.review.title', { count: entries.length })}</Typography>
        <Button
          variant="contained"
          name="processConfirmed"
          disabled={busy || chosen.length === 0}
          onClick={() => void act(() => processTransactions({ centreId, matches: chosen.map(([transactionId, target]) => ({ transactionId, ...target })) }))}
        >
          {translate('payments.review.process', { count: chosen.length })}
        </Button>
      </Stack>
      {failure !== null && <Alert severity="error" sx={{ mb: 1 }} onClose={() => setFailure(null)}>{translateError(translate, failure)}</Alert>}
      {query.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {query.error && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && entries.length === 0 && <Typography color="text.secondary" data-testid="open-entries-empty">{translate('payments.review.empty')}</Typography>}
      <Stack spacing={1}>
        {entries.map((t) => (
          <Paper key={t.transaction_id} variant="outlined" sx={{ p: 1.5 }} data-testid="open-entry">
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{formatMoney(t.amount ?? 0, locale, t.currency ?? 'CHF')}</Typography>
              <Typography>{t.bookingDate ? swissDate(t.bookingDate) : ''}</Typography>
              <Typography>{t.debtorName ?? ''}</Typography>
              <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>{t.reference || t.text || ''}</Typography>
              <Chip size="small" label={translate(`payments.review.match.${t.match ?? 'unmatched'}`)} />
              {t.creditDebit === 'DBIT' && <Chip size="small" color="warning" label={translate('payments.review.debit')} />}
              <Box sx={{ flex: 1 }} />
              <Button size="small" color="inherit" name="rejectEntry" disabled={busy} onClick={() => void act(() => rejectTransaction(t.transaction_id as string))}>
                {translate('payments.review.reject')}
              </Button>
            </Stack>
            {t.creditDebit !== 'DBIT' && (t.suggestions ?? []).length > 0 && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                {(t.suggestions ?? []).slice(0, 5).map((s) => {
                  const invoice = invoices.get(s.invoiceId);
                  const on = confirmed.get(t.transaction_id as string)?.invoiceId === s.invoiceId;
                  const label = invoice ? `${invoice.number} · ${invoice.billingDetails?.name ?? ''} · ${formatMoney(invoice.totalDue, locale)}` : s.invoiceId;
                  return (
                    <Button key={s.invoiceId} size="small" variant={on ? 'contained' : 'outlined'} aria-pressed={on} name="confirmSuggestion" onClick={() => toggle(t, s.invoiceId)}
                      title={s.reasons.map((r) => translate(`payments.review.reason.${r.code}`)).join(', ')}>
                      {translate(on ? 'payments.review.confirmed' : 'payments.review.confirm', { invoice: label })}
                    </Button>
                  );
                })}
              </Stack>
            )}
            {t.creditDebit !== 'DBIT' && !t.reversal && (
              <CreditTarget centreId={centreId} contactId={confirmed.get(t.transaction_id as string)?.contactId ?? null} onChange={(contactId) => choose(t, contactId ? { contactId } : null)} />
            )}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
