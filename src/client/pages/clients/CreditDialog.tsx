/**
 * Spending a client's credit (issue 12 §1): on one of their open invoices (a payment of method
 * 'creditNote') or paid back to them (method 'refund'). The amount starts at what can be spent;
 * the server checks again under the client's credit lock (never below zero, never twice) and
 * its refusal is shown here.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../shared/money/formatMoney';
import { translateError } from '../../api/errorText';
import type { InvoiceRecord } from '../../api/invoices';
import { createPayment } from '../../api/payments';
import { SelectField } from '../../components/SelectField';
import { parseChfAmount } from '../../../shared/money/chfAmount';
import { PaymentMoneyFields, zurichToday, type CheckoutTypeOption } from '../../components/payments/PaymentMoneyFields';

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
  const spendable = (invoice: InvoiceRecord | undefined) => (invoice ? Math.min(credit, invoice.totalDue) : credit);
  const [invoiceId, setInvoiceId] = useState(mode === 'use' ? (openInvoices[0]?.invoice_id ?? '') : '');
  const [amountText, setAmountText] = useState(francs(spendable(mode === 'use' ? openInvoices[0] : undefined)));
  const [checkoutTypeId, setCheckoutTypeId] = useState(checkoutTypes.find((c) => c.active)?.id ?? '');
  const [date, setDate] = useState<string | null>(zurichToday());
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
        <PaymentMoneyFields
          {...{ checkoutTypes, checkoutTypeId, amountText, amount, amountError, date, tried }}
          onCheckoutTypeId={setCheckoutTypeId}
          onAmountText={setAmountText}
          onDate={setDate}
        />
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
