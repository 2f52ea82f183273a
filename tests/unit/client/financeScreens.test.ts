/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * The finance screens' client pieces (issue 11 §5): the invoices resource reads the invoicing list
 * call and deletes through deleteInvoice with the ids de-duplicated; the unbilled appointments'
 * query; the debtor's name column labelled "client"; a PDF tab opened at the click and a blocked
 * popup reported; bulk PDFs fetched from their signed links without the token; the
 * invoicingIncomplete refusal read as a list of gaps.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { DataProvider } from 'react-admin';
import { registry } from '../../../src/generated/registry.gen';
import { columnSpecs } from '../../../src/client/admin/listSpec';
import { ApiRequestError } from '../../../src/client/api/apiError';
import { invoicingGapsOf } from '../../../src/client/components/invoices/InvoicingGaps';
import { downloadPdfs, openPdfInNewTab, PopupBlockedError } from '../../../src/client/components/invoices/openPdf';
import { invoiceHistoryLines } from '../../../src/client/pages/finances/InvoiceHistory';
import { unbilledPath } from '../../../src/client/pages/finances/useUnbilledAppointments';
import { invoiceDataProvider } from '../../../src/client/providers/invoiceDataProvider';
import { TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { invoices } from '../../../resources/invoices';
import { INVOICE_LIST } from '../../../src/client/pages/finances/invoiceList';
import { installFetch, json } from './support/fetchMock';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEYS.access, 'access-1');
  localStorage.setItem(TOKEN_KEYS.refresh, 'refresh-1');
  localStorage.setItem(TOKEN_KEYS.expiry, String(Date.now() + 15 * 60_000));
});

describe('the invoices resource', () => {
  it('lists through getAllFromCentre of the query centre, else the active one', async () => {
    const getList = jest.fn(async () => ({ data: [], total: 0 }));
    const provider = invoiceDataProvider({ getList } as unknown as DataProvider, () => 'active');
    await provider.getList('invoices', { filter: { status: 'PAID' }, meta: { centreId: 'c 1' } });
    await provider.getList('invoices', { filter: {} });
    expect(getList.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['invoices/centre/c%201/getAllFromCentre', 'invoices/centre/active/getAllFromCentre']);
    expect((getList.mock.calls[0] as unknown[])[1]).toMatchObject({ filter: { status: 'PAID' } });
  });

  it('deletes the selection in one deleteInvoice call, each id once', async () => {
    const calls = installFetch(() => json(200, []));
    const provider = invoiceDataProvider({} as DataProvider, () => 'active');
    await expect(provider.deleteMany('invoices', { ids: [ID_A, ID_B, ID_A] })).resolves.toEqual({ data: [ID_A, ID_B, ID_A] });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/invoices/deleteInvoice', method: 'DELETE' });
    expect(JSON.parse(calls[0].body as string)).toEqual({ ids: [ID_A, ID_B] });
  });

  it('shows the debtor as the client column and opens the detail by number', () => {
    const columns = columnSpecs(registry.invoice, INVOICE_LIST);
    expect(columns.map((c) => c.field)).toEqual(['number', 'billingDetails.name', 'date', 'amount', 'status', 'sentAs']);
    expect(columns.find((c) => c.field === 'billingDetails.name')?.label).toBe('records.invoice.contactId');
    expect(columns.find((c) => c.field === 'amount')?.kind).toBe('money');
    expect(invoices.paths.edit('2026/7')).toBe('/finances/invoiceDetail/2026%2F7');
  });
});

describe('unbilled appointments', () => {
  it('asks for FINISHED appointments with names, filtered by therapist and dates', () => {
    const url = new URL(unbilledPath('c1', { therapist: 'u1', from: '2026-11-01', to: '2026-11-30' }), 'http://x');
    expect(url.pathname).toBe('/api/appointments');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ centreId: 'c1', status: 'FINISHED', therapist: 'u1', from: '2026-11-01', to: '2026-11-30', contactNames: 'true' });
    expect(new URL(unbilledPath('c1', { therapist: '', from: null, to: null }), 'http://x').searchParams.has('therapist')).toBe(false);
  });

  it('reads the missing details of an invoicingIncomplete refusal', () => {
    const missing = [{ what: 'contact', link: '/clients/profile/x', id: 'x' }];
    expect(invoicingGapsOf(new ApiRequestError(422, { code: 'invoicingIncomplete', message: 'errors.invoicingIncomplete', missing } as never))).toEqual(missing);
    expect(invoicingGapsOf(new ApiRequestError(409, { code: 'invoiceNumberDuplicate', message: 'm' }))).toBeNull();
    expect(invoicingGapsOf(new Error('x'))).toBeNull();
  });
});

describe('invoice PDFs', () => {
  it('opens the tab at the click and sends it to the signed link', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let resolveLink = (_: string) => undefined as void;
    const done = openPdfInNewTab(() => new Promise<string>((r) => (resolveLink = r)));
    // Opened before the link is known: a popup blocker allows windows opened by the click only.
    expect(open).toHaveBeenCalledWith('', '_blank');
    resolveLink('/api/invoice-pdf?token=t');
    await done;
    expect(tab.location.href).toBe('/api/invoice-pdf?token=t');
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('reports a blocked popup, and closes the tab when the link fails', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await expect(openPdfInNewTab(async () => 'x')).rejects.toBeInstanceOf(PopupBlockedError);
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    open.mockReturnValue(tab as unknown as Window);
    await expect(openPdfInNewTab(async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('downloads each PDF from its link without the bearer token, named by number', async () => {
    const calls = installFetch(() => new Response(new Uint8Array([0x25, 0x50]), { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const saved: string[] = [];
    await downloadPdfs([{ name: '2026/1', url: '/api/invoice-pdf?token=a' }, { name: '2', url: '/api/invoice-pdf?token=b' }], (_blob, name) => saved.push(name));
    expect(calls.map((c) => c.url)).toEqual(['/api/invoice-pdf?token=a', '/api/invoice-pdf?token=b']);
    expect(calls.every((c) => !c.headers.authorization)).toBe(true);
    expect(saved).toEqual(['2026_1.pdf', '2.pdf']);
  });

  it('tells the invoice history in order, with the stamps the history does not cover', () => {
    const t = (key: string) => key.split('.').slice(-1)[0];
    const invoice = {
      createdAt: '2026-11-01T08:00:00.000Z',
      printedAt: '2026-11-02T08:00:00.000Z',
      paidAt: '2026-11-20T08:00:00.000Z',
      history: [
        { at: '2026-11-01T08:00:00.000Z', event: 'created' },
        { at: '2026-11-02T08:00:00.000Z', event: 'printed' },
        { at: '2026-11-16T03:10:00.000Z', event: 'overdue', day: '2026-11-16' },
        { at: '2026-11-18T03:10:00.000Z', event: 'statusChanged', status: 'REMINDER1' },
      ],
    } as unknown as Parameters<typeof invoiceHistoryLines>[0];
    // Paid by a payment (no history entry): its stamp fills in; created and printed are not told twice.
    expect(invoiceHistoryLines(invoice, t).map((l) => [l.label, l.detail])).toEqual([
      ['created', ''],
      ['printed', ''],
      ['overdue', ''],
      ['statusChanged', 'REMINDER1'],
      ['paidAt', ''],
    ]);
  });
});
