/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * Sending by e-mail from the finance screens (issue 11 §3): the plan splits the invoices into
 * those e-mailed (to the client's invoice address) and those skipped with why; the confirmation
 * names each recipient and each skipped invoice; confirming sends only the sendable ones (digital,
 * bulk for several, `reminder` for reminders) and tells the counts; the history line of a reminder
 * e-mail names the reminder and the address; the daily job's `invoices_changed` refetches the
 * invoice queries of an open finance page.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Button } from '@mui/material';
import type { InvoiceRecord } from '../../../../src/client/api/invoices';
import { emailPlan } from '../../../../src/client/pages/finances/emailPlan';
import { invoiceHistoryLines } from '../../../../src/client/pages/finances/InvoiceHistory';
import { SendByEmailDialog } from '../../../../src/client/pages/finances/SendByEmailDialog';
import { useInvoicesLive } from '../../../../src/client/pages/finances/useInvoicesLive';
import { useSendByEmail } from '../../../../src/client/pages/finances/useSendByEmail';
import { RealtimeContext, type RealtimeValue } from '../../../../src/client/realtime/RealtimeContext';
import { TOKEN_KEYS } from '../../../../src/client/session/tokenStorage';
import { installFetch, json } from '../../client/support/fetchMock';
import { renderPage } from '../support/renderPage';

const CENTRE = '11111111-2222-4333-8444-555555555555';
const inv = (n: number, status: string, email?: string, name = `Client ${n}`) =>
  ({ invoice_id: `0000000${n}-0000-4000-8000-000000000000`, id: `0000000${n}-0000-4000-8000-000000000000`, number: `2026-${n}`, status, billingDetails: { name, ...(email !== undefined ? { email } : {}) } }) as unknown as InvoiceRecord;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEYS.access, 'access-1');
  localStorage.setItem(TOKEN_KEYS.refresh, 'refresh-1');
  localStorage.setItem(TOKEN_KEYS.expiry, String(Date.now() + 15 * 60_000));
});

describe('emailPlan', () => {
  it('sends to the invoice address and skips no address, cancelled and (for reminders) not overdue, each once', () => {
    const a = inv(1, 'SENT', ' anna@example.ch ');
    const plan = emailPlan([a, inv(2, 'UNPROCESSED', ''), inv(3, 'CANCELLED', 'c@example.ch'), a]);
    expect(plan.sendable).toEqual([{ invoiceId: a.invoice_id, number: '2026-1', name: 'Client 1', email: 'anna@example.ch' }]);
    expect(plan.notSendable.map((r) => [r.number, r.reason])).toEqual([['2026-2', 'noEmail'], ['2026-3', 'cancelled']]);
    const reminders = emailPlan([inv(4, 'OVERDUE', 'd@example.ch'), inv(5, 'SENT', 'e@example.ch'), inv(6, 'REMINDER3', 'f@example.ch'), inv(7, 'REMINDER1')], true);
    expect(reminders.sendable.map((r) => r.number)).toEqual(['2026-4', '2026-6']);
    expect(reminders.notSendable.map((r) => [r.number, r.reason])).toEqual([['2026-5', 'notOverdue'], ['2026-7', 'noEmail']]);
  });
});

describe('the confirmation', () => {
  it('names the recipients and the invoices not sent, with why', () => {
    const onConfirm = jest.fn();
    renderPage(<SendByEmailDialog plan={emailPlan([inv(1, 'SENT', 'anna@example.ch', 'Anna Müller'), inv(2, 'SENT', undefined, 'Ben Huber')])} reminder={false} busy={false} onConfirm={onConfirm} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Send invoices by e-mail' });
    expect(within(screen.getByTestId('send-email-recipients')).getByText('2026-1 · Anna Müller')).toBeTruthy();
    expect(within(screen.getByTestId('send-email-recipients')).getByText('anna@example.ch')).toBeTruthy();
    const skipped = screen.getByTestId('send-email-skipped');
    expect(within(skipped).getByText('2026-2 · Ben Huber')).toBeTruthy();
    expect(within(skipped).getByText(/No e-mail address for invoices/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send (1)' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('with nothing sendable says so and offers only closing', () => {
    renderPage(<SendByEmailDialog plan={emailPlan([inv(1, 'SENT')], true)} reminder busy={false} onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Send reminder by e-mail' })).toBeTruthy();
    expect(screen.getByTestId('send-email-none').textContent).toBe('None of these invoices can be sent by e-mail.');
    expect(screen.queryByTestId('send-email-confirm')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

function Sender({ invoices, reminder, onSent }: { invoices: InvoiceRecord[]; reminder: boolean; onSent: () => void }) {
  const send = useSendByEmail(CENTRE, reminder, onSent);
  return (
    <>
      <Button onClick={() => send.open(invoices)}>start</Button>
      {send.dialog}
    </>
  );
}

describe('sending', () => {
  it('sends only the sendable invoices in one bulk digital call and tells the counts', async () => {
    const calls = installFetch(() => json(200, [{}, {}]));
    const onSent = jest.fn();
    const a = inv(1, 'SENT', 'a@example.ch');
    const b = inv(2, 'UNPAID', 'b@example.ch');
    renderPage(<Sender invoices={[a, inv(3, 'SENT'), b]} reminder={false} onSent={onSent} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    fireEvent.click(screen.getByTestId('send-email-confirm'));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: `/api/sent-invoices/clinic/${CENTRE}`, method: 'POST' });
    expect(JSON.parse(calls[0].body as string)).toEqual({ invoiceIds: [a.invoice_id, b.invoice_id], sentAs: 'digital', sendMode: 'bulk' });
    expect(await screen.findByText('Sent by e-mail: 2. Not sent: 1.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('send-email-dialog')).toBeNull());
  });

  it('a reminder asks for the reminder; a refusal is shown and the dialog stays', async () => {
    const calls = installFetch(() => json(409, { code: 'invoiceNotOverdue', message: 'errors.invoiceNotOverdue' }));
    const onSent = jest.fn();
    const a = inv(1, 'OVERDUE', 'a@example.ch');
    renderPage(<Sender invoices={[a]} reminder onSent={onSent} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    fireEvent.click(screen.getByTestId('send-email-confirm'));
    expect(await screen.findByText(/Sending by e-mail failed/)).toBeTruthy();
    expect(JSON.parse(calls[0].body as string)).toEqual({ invoiceIds: [a.invoice_id], sentAs: 'digital', sendMode: 'normal', reminder: true });
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByTestId('send-email-dialog')).toBeTruthy();
  });
});

describe('the history', () => {
  it('tells which reminder went to which address', () => {
    const t = (key: string) => key.split('.').slice(-1)[0];
    const invoice = {
      createdAt: '2026-11-01T08:00:00.000Z',
      history: [
        { at: '2026-11-01T08:00:00.000Z', event: 'created' },
        { at: '2026-11-20T09:00:00.000Z', event: 'reminderEmailed', status: 'OVERDUE', detail: 'anna@example.ch' },
        { at: '2026-11-28T09:00:00.000Z', event: 'reminderEmailed', status: 'REMINDER2', detail: 'anna@example.ch' },
      ],
    } as unknown as InvoiceRecord;
    expect(invoiceHistoryLines(invoice, t).map((l) => [l.label, l.detail])).toEqual([
      ['created', ''],
      ['reminderEmailed', 'reminder1At · anna@example.ch'],
      ['reminderEmailed', 'reminder2At · anna@example.ch'],
    ]);
  });
});

describe('the daily job’s changes', () => {
  it('refetch every invoice query while a finance page listens, and no longer after', () => {
    const listeners = new Map<string, (payload: unknown) => void>();
    const live: RealtimeValue = {
      status: 'live',
      checkDone: true,
      listen: (name, listener) => {
        listeners.set(name, listener as (payload: unknown) => void);
        return () => listeners.delete(name);
      },
    };
    const queryClient = new QueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    function Page() {
      useInvoicesLive();
      return null;
    }
    const view = render(
      <QueryClientProvider client={queryClient}>
        <RealtimeContext.Provider value={live}>
          <Page />
        </RealtimeContext.Provider>
      </QueryClientProvider>,
    );
    listeners.get('invoices_changed')?.({ centreId: CENTRE, invoiceIds: ['x'], kind: 'dunning' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['invoices'] });
    view.unmount();
    expect(listeners.has('invoices_changed')).toBe(false);
  });
});
