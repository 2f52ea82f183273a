/**
 * What can be done with one invoice: open its PDF in a new tab (from generatePDF), mark it
 * printed, send it by e-mail, open the next reminder (generateReminder) or send it by e-mail,
 * download a tariff invoice's XML, cancel it, delete it. Only what the transitions table allows is offered; a blocked popup says
 * documents.unableToOpenNewWindow.
 */
import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateError } from '../../api/errorText';
import { cancelInvoice, deleteInvoices, fetchPdfLink, generateReminder, invoiceXmlPath, markPrinted, type InvoiceRecord } from '../../api/invoices';
import { fetchFile, saveBlob } from '../../api/fileDownload';
import { useAlertDialog } from '../../components/AlertDialogProvider';
import { openPdfInNewTab, PopupBlockedError } from '../../components/invoices/openPdf';
import { canTransitionInvoice, DELETABLE_INVOICE_STATUSES, type InvoiceStatus } from '../../../shared/billing/invoiceTransitions';
import { useSendByEmail } from './useSendByEmail';

// The reminder of the invoice's level (OVERDUE prepares the first; REMINDER3 is the last one to send).
const REMINDABLE: readonly string[] = ['OVERDUE', 'REMINDER1', 'REMINDER2', 'REMINDER3'];

export interface InvoiceActionsProps {
  centreId: string;
  invoice: InvoiceRecord;
  onChanged: () => void;
  onDeleted: () => void;
}

export function InvoiceActions({ centreId, invoice, onChanged, onDeleted }: InvoiceActionsProps) {
  const translate = useTranslate();
  const alert = useAlertDialog();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const status = invoice.status as InvoiceStatus;
  const id = invoice.invoice_id;
  const email = useSendByEmail(centreId, false, onChanged);
  const reminderEmail = useSendByEmail(centreId, true, onChanged);

  const run = async (call: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      after?.();
    } catch (error) {
      setFailure(error instanceof PopupBlockedError ? translate('documents.unableToOpenNewWindow') : translateError(translate, error));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (what: 'cancel' | 'delete') => {
    const answer = await alert({
      title: translate(`finances.detail.confirm.${what}Title`, { number: invoice.number }),
      content: translate(`finances.detail.confirm.${what}Text`),
      closable: true,
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: translate(`finances.detail.${what}`), variant: 'contained', color: 'error', name: `confirm-${what}` },
      ],
    });
    return answer?.button === 1;
  };
  const confirmed = async (what: 'cancel' | 'delete', call: () => Promise<unknown>, after: () => void) => {
    if (await confirm(what)) await run(call, after);
  };
  const pdf = () => run(() => openPdfInNewTab(async () => (await fetchPdfLink(id)).pdfTempLink));
  const xml = (version: '4.5' | '5.0') =>
    run(async () => {
      const { blob, name } = await fetchFile(invoiceXmlPath(id, version), `${invoice.number}-${version}.xml`);
      saveBlob(blob, name);
    });
  const tariff590 = (invoice.items ?? []).some((item) => item.tariff === '590');
  const reminder = () => run(() => openPdfInNewTab(async () => (await generateReminder(id)).pdfTempLink), onChanged);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="toolbar" aria-label={translate('finances.detail.actions')}>
        <Button variant="contained" disabled={busy} onClick={() => void pdf()} data-testid="open-pdf">{translate('finances.detail.openPdf')}</Button>
        {status !== 'CANCELLED' && !invoice.printedAt && (
          <Button variant="outlined" disabled={busy} onClick={() => void run(() => markPrinted(centreId, [id]), onChanged)} data-testid="mark-printed">{translate('finances.detail.markPrinted')}</Button>
        )}
        {status !== 'CANCELLED' && (
          <Button variant="outlined" disabled={busy} onClick={() => email.open([invoice])} data-testid="send-email">{translate('finances.detail.sendEmail')}</Button>
        )}
        {REMINDABLE.includes(status) && (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => void reminder()} data-testid="reminder">{translate('finances.detail.reminder')}</Button>
            <Button variant="outlined" disabled={busy} onClick={() => reminderEmail.open([invoice])} data-testid="send-reminder-email">{translate('finances.detail.sendReminderEmail')}</Button>
          </>
        )}
        {tariff590 &&
          (['4.5', '5.0'] as const).map((version) => (
            <Button key={version} variant="outlined" disabled={busy} onClick={() => void xml(version)} data-testid={`xml-${version}`}>
              {translate('finances.detail.xml', { version })}
            </Button>
          ))}
        {canTransitionInvoice(status, 'CANCELLED') && (
          <Button color="error" variant="outlined" disabled={busy} onClick={() => void confirmed('cancel', () => cancelInvoice(id), onChanged)} data-testid="cancel-invoice">
            {translate('finances.detail.cancel')}
          </Button>
        )}
        {DELETABLE_INVOICE_STATUSES.includes(status) && (
          <Button color="error" disabled={busy} onClick={() => void confirmed('delete', () => deleteInvoices([id]), onDeleted)} data-testid="delete-invoice">
            {translate('finances.detail.delete')}
          </Button>
        )}
      </Box>
      {email.dialog}
      {reminderEmail.dialog}
      {failure && <Alert severity="error" sx={{ mt: 1 }} onClose={() => setFailure(null)} data-testid="action-failure">{failure}</Alert>}
    </Box>
  );
}
