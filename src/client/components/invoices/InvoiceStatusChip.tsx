import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS: Record<string, ChipProps['color']> = {
  UNPROCESSED: 'default',
  UNPAID: 'info',
  SENT: 'primary',
  PAID: 'success',
  OVERDUE: 'warning',
  REMINDER1: 'warning',
  REMINDER2: 'warning',
  REMINDER3: 'error',
  CANCELLED: 'default',
};

/** An invoice's status as a small coloured label (the record's translated status names). */
export function InvoiceStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return <Chip size="small" variant={status === 'CANCELLED' ? 'outlined' : 'filled'} color={COLOURS[status] ?? 'default'} label={translate(`records.invoice.statusOptions.${status}`, { _: status })} data-testid="invoice-status" data-status={status} />;
}
