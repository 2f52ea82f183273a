/**
 * The coupon's discount: a percentage (1 to 100) or, for a sum, an amount typed in francs and
 * stored in Rappen — the same field, shown as the coupon's discount type says.
 */
import { InputAdornment } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useSchemaFormState } from '../../admin/SchemaFormContext';
import { WidgetTextField } from '../../admin/widgets/common';
import { MoneyWidget } from '../../admin/widgets/MoneyWidget';

export function CouponDiscountWidget(props: WidgetProps) {
  const form = useSchemaFormState();
  if (form?.formData.discountType === 'sum') return <MoneyWidget {...props} />;
  const value = typeof props.value === 'number' ? String(props.value) : typeof props.value === 'string' ? props.value : '';
  return (
    <WidgetTextField
      widget={props}
      value={value}
      inputMode="numeric"
      onText={(text) => {
        const t = text.trim();
        props.onChange(t === '' ? undefined : /^\d+$/.test(t) ? Number(t) : t);
      }}
      endAdornment={<InputAdornment position="end">%</InputAdornment>}
    />
  );
}

/** "25 %" or "CHF 20.00" for lists. */
export function formatDiscount(record: { discountType?: unknown; discount?: unknown }, currency = 'CHF'): string {
  if (typeof record.discount !== 'number') return '';
  return record.discountType === 'sum' ? `${currency} ${(record.discount / 100).toFixed(2)}` : `${record.discount} %`;
}
