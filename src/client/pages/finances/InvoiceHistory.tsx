/**
 * What happened to an invoice, oldest first: its own history (created, sent, e-mailed, printed,
 * overdue, reminders, status changes — written by the server in the transaction of each change),
 * and the stamps the history does not cover (an invoice from before the history, a payment that
 * marked it paid).
 */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvoiceRecord } from '../../api/invoices';
import { reminderLevel } from '../../../shared/billing/dunning';
import { formatStamp } from '../appointments/appointmentFormat';
import { useTimeFormat } from '../appointments/useAppointmentLookups';

const STAMPS = ['createdAt', 'printedAt', 'printedAtSecondForm', 'sentAt', 'reminder1At', 'reminder2At', 'reminder3At', 'paidAt', 'cancelledAt'] as const;
type Stamp = (typeof STAMPS)[number];
type HistoryEntry = NonNullable<InvoiceRecord['history']>[number];

/** Whether the history already tells what a stamp tells. */
const COVERED_BY: Record<Stamp, (h: HistoryEntry) => boolean> = {
  createdAt: (h) => h.event === 'created',
  printedAt: (h) => h.event === 'printed',
  printedAtSecondForm: (h) => h.event === 'printedSecondForm',
  sentAt: (h) => h.event === 'sent' || h.event === 'emailed',
  reminder1At: (h) => h.event === 'reminder1',
  reminder2At: (h) => h.event === 'reminder2',
  reminder3At: (h) => h.event === 'reminder3',
  paidAt: (h) => h.event === 'statusChanged' && h.status === 'PAID',
  cancelledAt: (h) => h.event === 'statusChanged' && h.status === 'CANCELLED',
};

interface Line {
  key: string;
  at: string;
  label: string;
  detail: string;
}

/** The lines of the history, oldest first (translate: react-admin's). */
export function invoiceHistoryLines(invoice: InvoiceRecord, translate: (key: string, options?: object) => string): Line[] {
  const history = invoice.history ?? [];
  const stamps = invoice as unknown as Partial<Record<Stamp, string | null>>;
  const status = (s: string | undefined) => (s ? translate(`records.invoice.statusOptions.${s}`, { _: s }) : '');
  // Which reminder went out follows from the status it was sent in (OVERDUE sends the first).
  const reminderDetail = (h: HistoryEntry) => {
    const level = reminderLevel(h.status ?? '');
    return [level ? translate(`finances.detail.events.reminder${level}At`) : '', h.detail ?? ''].filter(Boolean).join(' · ');
  };
  return [
    ...history.map((h, i) => ({
      key: `h${i}`,
      at: h.at,
      label: translate(`records.invoice.history_eventOptions.${h.event}`),
      detail: h.event === 'statusChanged' ? status(h.status) : h.event === 'reminderEmailed' ? reminderDetail(h) : (h.detail ?? ''),
    })),
    ...STAMPS.flatMap((key) =>
      stamps[key] && !history.some(COVERED_BY[key])
        ? [{ key, at: stamps[key] as string, label: translate(`finances.detail.events.${key}`), detail: key === 'sentAt' && invoice.sentAs ? translate(`records.invoice.sentAsOptions.${invoice.sentAs}`) : '' }]
        : [],
    ),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

export function InvoiceHistory({ invoice }: { invoice: InvoiceRecord }) {
  const translate = useTranslate();
  const timeFormat = useTimeFormat();
  const lines = invoiceHistoryLines(invoice, translate);
  return (
    <section aria-labelledby="invoice-history">
      <Typography variant="h6" component="h2" id="invoice-history" sx={{ mb: 1 }}>{translate('finances.detail.history')}</Typography>
      <List dense disablePadding data-testid="invoice-history">
        {lines.map((e) => (
          <ListItem key={e.key} disableGutters>
            <ListItemText primary={e.label} secondary={[formatStamp(e.at, timeFormat), e.detail].filter(Boolean).join(' · ')} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
