/** The filters of /finances/payments: method, checkout type, client and date range, with a reset. */
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentFilter } from '../../../api/payments';
import { DatePickerInput } from '../../../components/DatePickerInput';
import { SelectField } from '../../../components/SelectField';
import { PAYMENT_METHODS } from '../../../../shared/api/payments';
import { ContactPicker } from '../../appointments/editor/ContactPicker';
import type { CheckoutTypeOption } from './usePaymentLookups';

export interface PaymentFiltersProps {
  centreId: string;
  filter: PaymentFilter;
  onFilter: (next: PaymentFilter) => void;
  checkoutTypes: CheckoutTypeOption[];
}

export function PaymentFilters({ centreId, filter, onFilter, checkoutTypes }: PaymentFiltersProps) {
  const translate = useTranslate();
  const all = { value: '', label: translate('payments.screen.all') };
  const set = (patch: PaymentFilter) => onFilter({ ...filter, ...patch });
  const active = Object.values(filter).some(Boolean);
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('payments.screen.filters')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr) repeat(2, 0.8fr) auto' }, alignItems: 'center', mb: 2 }}
      onSubmit={(e) => e.preventDefault()}
    >
      <SelectField name="filterMethod" label={translate('payments.screen.method')} value={filter.method ?? ''} options={[all, ...PAYMENT_METHODS.map((m) => ({ value: m, label: translate(`payments.methods.${m}`) }))]} onChange={(method) => set({ method })} />
      <SelectField name="filterCheckoutType" label={translate('payments.screen.checkoutType')} value={filter.checkoutTypeId ?? ''} options={[all, ...checkoutTypes.map((c) => ({ value: c.id, label: c.name }))]} onChange={(checkoutTypeId) => set({ checkoutTypeId })} />
      {/* Keyed by the value so a reset empties the picker's typed text too. */}
      <ContactPicker key={filter.contactId ?? ''} centreId={centreId} value={filter.contactId ?? ''} onChange={(contactId) => set({ contactId })} label="payments.screen.client" />
      <DatePickerInput name="filterFrom" label={translate('payments.screen.from')} value={filter.date_gte ?? null} onChange={(v) => set({ date_gte: v ?? undefined })} />
      <DatePickerInput name="filterTo" label={translate('payments.screen.to')} value={filter.date_lte ?? null} onChange={(v) => set({ date_lte: v ?? undefined })} />
      <Button name="resetFilters" disabled={!active} onClick={() => onFilter({})}>{translate('payments.screen.reset')}</Button>
    </Box>
  );
}
