/**
 * Spending a client's credit (issue 12 §1): on one of their open invoices (a payment of method
 * 'creditNote') or paid back to them (method 'refund'). The amount starts at what can be spent;
 * the server checks again under the client's credit lock (never below zero, never twice) and
 * its refusal is shown here.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../admin/FieldValue';
import { translateError } from '../../api/errorText';
import type { InvoiceRecord } from '../../api/invoices';
import { createPayment } from '../../api/payments';
import { DatePickerInput } from '../../components/DatePickerInput';
import { SelectField } from '../../components/SelectField';
import { parseChfAmount } from '../../../shared/money/chfAmount';
import type { CheckoutTypeOption } from '../finances/payments/usePaymentLookups';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
const francs = (rappen: number) => (rappen / 100).toFixed(2);

export interface CreditDialogProps {
  centreId: string;
  contactId: string;
  mode: 'use' | 'refund';
  credit: number;
  /** The client's invoices with something due (the choice when the credit is used). */
  openInvoices: InvoiceRecord[];
  checkoutTypes: CheckoutTypeOption[];
  onClose: () => void;
  onSaved: () => void;
}

export function CreditDialog({ centreId, contactId, mode, credit, openInvoices, checkoutTypes, onClose, onSaved }: CreditDialogProps) {
  const translate = useTranslate();
  const [locale = 'de'] = useLocaleState();
  const usable = checkoutTypes.filter((c) => c.active);
  const spendable = (invoice: InvoiceRecord | undefined) => (invoice ? Math.min(credit, invoice.totalDue) : credit);
  const [invoiceId, setInvoiceId] = useState(mode === 'use' ? (openInvoices[0]?.invoice_id ?? '') : '');
  const [amountText, setAmountText] = useState(francs(spendable(mode === 'use' ? openInvoices[0] : undefined)));
  const [checkoutTypeId, setCheckoutTypeId] = useState(usable[0]?.id ?? '');
  const [date, setDate] = useState<string | null>(today());
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const amount = parseChfAmount(amountText);
  const amountError = amount === undefined ? 'ra.validation.required' : amount === null || amount <= 0 ? 'payments.screen.amountInvalid' : null;
  const chooseInvoice = (id: string) => {
    setInvoiceId(id);
    setAmountText(francs(spendable(openInvoices.find((i) => i.invoice_id === id))));
  };

  const save = async () => {
    setTried(true);
    if (amountError || !checkoutTypeId || !date || (mode === 'use' && !invoiceId)) return;
    setBusy(true);
    setFailure(null);
    try {
      const target = mode === 'use' ? { invoiceId } : { contactId };
      await createPayment({ centreId, method: mode === 'use' ? 'creditNote' : 'refund', checkoutTypeId, amount: amount as number, date, ...target });
      onSaved();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const title = translate(mode === 'use' ? 'payments.credit.useTitle' : 'payments.credit.refundTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="credit-dialog-title">
      <DialogTitle id="credit-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {failure !== null && <Alert severity="error" sx={{ mb: 1 }}>{translateError(translate, failure)}</Alert>}
        <Typography sx={{ mb: 1 }} data-testid="credit-dialog-balance">{translate('payments.credit.balance', { amount: formatMoney(credit, locale) })}</Typography>
        {mode === 'use' && (
          <SelectField
            name="invoiceId"
            label={translate('payments.screen.invoice')}
            value={invoiceId}
            options={openInvoices.map((i) => ({ value: i.invoice_id, label: `${i.number} · ${formatMoney(i.totalDue, locale)}` }))}
            onChange={chooseInvoice}
            errorText={tried && !invoiceId ? translate('ra.validation.required') : null}
          />
        )}
        <SelectField
          name="checkoutTypeId"
          label={translate('payments.screen.checkoutType')}
          value={checkoutTypeId}
          options={[{ value: '', label: '' }, ...usable.map((c) => ({ value: c.id, label: c.name }))]}
          onChange={setCheckoutTypeId}
          errorText={tried && !checkoutTypeId ? translate(usable.length ? 'ra.validation.required' : 'payments.screen.noCheckoutTypes') : null}
        />
        <TextField
          fullWidth
          margin="dense"
          name="amount"
          label={translate('payments.screen.amountChf')}
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          error={tried && Boolean(amountError)}
          helperText={tried && amountError ? translate(amountError) : amount ? formatMoney(amount, locale) : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <DatePickerInput name="date" label={translate('payments.screen.date')} value={date} onChange={setDate} required />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" name="saveCredit" disabled={busy} onClick={() => void save()}>
          {translate(mode === 'use' ? 'payments.credit.use' : 'payments.credit.refund')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
