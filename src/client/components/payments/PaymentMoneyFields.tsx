/**
 * The fields every payment entered by hand has (issue 12 §1, §3): the checkout type it is booked
 * to (active ones only), the amount in francs (shown back in Swiss format as it is typed) and the
 * date. Each dialog keeps its own amount rule and passes its message key in.
 */
import { TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../shared/money/formatMoney';
import { DatePickerInput } from '../DatePickerInput';
import { SelectField } from '../SelectField';

export interface CheckoutTypeOption {
  id: string;
  name: string;
  active: boolean;
}

/** Today in the practice's time zone (YYYY-MM-DD), a payment's default date. */
export const zurichToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());

export interface PaymentMoneyFieldsProps {
  checkoutTypes: CheckoutTypeOption[];
  checkoutTypeId: string;
  onCheckoutTypeId: (id: string) => void;
  amountText: string;
  onAmountText: (text: string) => void;
  /** The amount in Rappen as parsed, for the Swiss-format echo below the field. */
  amount: number | null | undefined;
  /** Message key of what is wrong with the amount, or null. */
  amountError: string | null;
  date: string | null;
  onDate: (date: string | null) => void;
  /** Errors show once the user tried to save. */
  tried: boolean;
}

export function PaymentMoneyFields(p: PaymentMoneyFieldsProps) {
  const translate = useTranslate();
  const [locale = 'de'] = useLocaleState();
  const usable = p.checkoutTypes.filter((c) => c.active);
  return (
    <>
      <SelectField
        name="checkoutTypeId"
        label={translate('payments.screen.checkoutType')}
        value={p.checkoutTypeId}
        options={[{ value: '', label: '' }, ...usable.map((c) => ({ value: c.id, label: c.name }))]}
        onChange={p.onCheckoutTypeId}
        errorText={p.tried && !p.checkoutTypeId ? translate(usable.length ? 'ra.validation.required' : 'payments.screen.noCheckoutTypes') : null}
      />
      <TextField
        fullWidth
        margin="dense"
        name="amount"
        label={translate('payments.screen.amountChf')}
        value={p.amountText}
        onChange={(e) => p.onAmountText(e.target.value)}
        error={p.tried && Boolean(p.amountError)}
        helperText={p.tried && p.amountError ? translate(p.amountError) : p.amount ? formatMoney(p.amount, locale) : ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <DatePickerInput name="date" label={translate('payments.screen.date')} value={p.date} onChange={p.onDate} required />
    </>
  );
}
