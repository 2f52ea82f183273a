/** What happened to an invoice, oldest first: created, printed (and its second form), sent, reminders, paid, cancelled. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvoiceRecord } from '../../api/invoices';
import { formatStamp } from '../appointments/appointmentFormat';
import { useTimeFormat } from '../appointments/useAppointmentLookups';

const STAMPS = ['createdAt', 'printedAt', 'printedAtSecondForm', 'sentAt', 'reminder1At', 'reminder2At', 'reminder3At', 'paidAt', 'cancelledAt'] as const;

export function InvoiceHistory({ invoice }: { invoice: InvoiceRecord }) {
  const translate = useTranslate();
  const timeFormat = useTimeFormat();
  const stamps = invoice as unknown as Partial<Record<(typeof STAMPS)[number], string | null>>;
  const events = STAMPS.flatMap((key) => (stamps[key] ? [{ key, at: stamps[key] as string }] : [])).sort((a, b) => a.at.localeCompare(b.at));
  const detail = (key: string) => {
    if (key === 'sentAt' && invoice.sentAs) return translate(`records.invoice.sentAsOptions.${invoice.sentAs}`);
    return '';
  };
  return (
    <section aria-labelledby="invoice-history">
      <Typography variant="h6" component="h2" id="invoice-history" sx={{ mb: 1 }}>{translate('finances.detail.history')}</Typography>
      <List dense disablePadding data-testid="invoice-history">
        {events.map((e) => (
          <ListItem key={e.key} disableGutters data-event={e.key}>
            <ListItemText primary={translate(`finances.detail.events.${e.key}`)} secondary={[formatStamp(e.at, timeFormat), detail(e.key)].filter(Boolean).join(' · ')} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
