/**
 * A payment entered at the desk (issue 12 §3): method, checkout type, amount in francs, date, and
 * the invoice it pays or the client whose credit it becomes. The server checks the rest (a credit
 * note needs an invoice, a refund enough credit) and its refusal is shown here.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../../shared/money/formatMoney';
import { translateError } from '../../../api/errorText';
import type { InvoiceRecord } from '../../../api/invoices';
import { createPayment } from '../../../api/payments';
import { SearchableSelect } from '../../../components/SearchableSelect';
import { SelectField } from '../../../components/SelectField';
import { parseChfAmount } from '../../../../shared/money/chfAmount';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/api/payments';
import { ContactPicker } from '../../appointments/editor/ContactPicker';
import { PaymentMoneyFields, zurichToday, type CheckoutTypeOption } from '../../../components/payments/PaymentMoneyFields';

/** Invoices a payment can still go to: neither paid nor cancelled, with something due. */
const CLOSED_STATUSES = new Set(['PAID', 'CANCELLED']);

export interface NewPaymentDialogProps {
  centreId: string;
  checkoutTypes: CheckoutTypeOption[];
  invoices: InvoiceRecord[];
  onClose: () => void;
  onSaved: () => void;
}

export function NewPaymentDialog({ centreId, checkoutTypes, invoices, onClose, onSaved }: NewPaymentDialogProps) {
  const translate = useTranslate();
  const [locale = 'de'] = useLocaleState();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [checkoutTypeId, setCheckoutTypeId] = useState(checkoutTypes.find((c) => c.active)?.id ?? '');
  const [amountText, setAmountText] = useState('');
  const [date, setDate] = useState<string | null>(zurichToday());
  const [target, setTarget] = useState<'invoice' | 'client'>('invoice');
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [contactId, setContactId] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const open = invoices.filter((i) => !CLOSED_STATUSES.has(i.status) && i.totalDue > 0);
  const amount = parseChfAmount(amountText);
  const amountError = amount === null || amount === 0 ? 'payments.screen.amountInvalid' : amount === undefined ? 'ra.validation.required' : null;
  const targetMissing = target === 'invoice' ? !invoiceId : !contactId;
  const fillDue = (id: string | null) => {
    setInvoiceId(id);
    const due = invoices.find((i) => i.invoice_id === id)?.totalDue;
    if (due && !amountText) setAmountText((due / 100).toFixed(2));
  };

  const save = async () => {
    setTried(true);
    if (amountError || targetMissing || !checkoutTypeId || !date) return;
    setBusy(true);
    setFailure(null);
    try {
      await createPayment({ centreId, method, checkoutTypeId, amount: amount as number, date, ...(target === 'invoice' ? { invoiceId: invoiceId as string } : { contactId }) });
      onSaved();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-payment-title">
      <DialogTitle id="new-payment-title">{translate('payments.screen.newPayment')}</DialogTitle>
      <DialogContent>
        {failure !== null && <Alert severity="error" sx={{ mb: 1 }}>{translateError(translate, failure)}</Alert>}
        <SelectField name="method" label={translate('payments.screen.method')} value={method} options={PAYMENT_METHODS.map((m) => ({ value: m, label: translate(`payments.methods.${m}`) }))} onChange={(m) => setMethod(m as PaymentMethod)} />
        <PaymentMoneyFields
          {...{ checkoutTypes, checkoutTypeId, amountText, amount, amountError, date, tried }}
          onCheckoutTypeId={setCheckoutTypeId}
          onAmountText={setAmountText}
          onDate={setDate}
        />
        <RadioGroup row name="target" value={target} onChange={(e) => setTarget(e.target.value as 'invoice' | 'client')} aria-label={translate('payments.screen.paysFor')} sx={{ mt: 1 }}>
          <FormControlLabel value="invoice" control={<Radio />} label={translate('payments.screen.forInvoice')} />
          <FormControlLabel value="client" control={<Radio />} label={translate('payments.screen.forClient')} />
        </RadioGroup>
        {target === 'invoice' ? (
          <SearchableSelect
            name="invoiceId"
            label={translate('payments.screen.invoice')}
            value={invoiceId}
            onChange={fillDue}
            options={open.map((i) => ({ value: i.invoice_id, label: `${i.number} · ${i.billingDetails?.name ?? ''} · ${formatMoney(i.totalDue, locale)}` }))}
            errorText={tried && !invoiceId ? translate('ra.validation.required') : null}
          />
        ) : (
          <ContactPicker centreId={centreId} value={contactId} onChange={setContactId} label="payments.screen.client" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" name="savePayment" disabled={busy} onClick={() => void save()}>{translate('payments.screen.book')}</Button>
      </DialogActions>
    </Dialog>
  );
}
