/**
 * Sending invoices (or their reminders) by e-mail from the finance screens: `open(invoices)` shows
 * the confirmation with the recipients and the invoices that cannot be sent; confirming sends the
 * sendable ones in one call (POST /api/sent-invoices/clinic/{id}, digital) and reports the counts.
 */
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { sendByEmail, type InvoiceRecord } from '../../api/invoices';
import { useNotifyError } from '../../components/useNotifyError';
import { emailPlan, type EmailPlan } from './emailPlan';
import { SendByEmailDialog } from './SendByEmailDialog';

export interface SendByEmail {
  open: (invoices: InvoiceRecord[]) => void;
  /** The dialog while open, else null: render it where the button is. */
  dialog: ReactNode;
}

export function useSendByEmail(centreId: string, reminder: boolean, onSent: () => void): SendByEmail {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [plan, setPlan] = useState<EmailPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async (current: EmailPlan) => {
    setBusy(true);
    try {
      const sent = await sendByEmail(centreId, current.sendable.map((r) => r.invoiceId), reminder);
      notify(reminder ? 'finances.send.reminderDone' : 'finances.send.done', { type: 'success', messageArgs: { sent: sent.length, skipped: current.notSendable.length } });
      setPlan(null);
      onSent();
    } catch (error) {
      notifyError('finances.send.failed', error);
    } finally {
      setBusy(false);
    }
  };
  return {
    open: (invoices) => setPlan(emailPlan(invoices, reminder)),
    dialog: plan ? <SendByEmailDialog plan={plan} reminder={reminder} busy={busy} onConfirm={() => void confirm(plan)} onClose={() => setPlan(null)} /> : null,
  };
}
