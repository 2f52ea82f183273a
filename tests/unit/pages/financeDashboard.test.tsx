/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { FinanceDashboardPage } from '../../../src/client/pages/finances/dashboard/FinanceDashboardPage';
import { csvAmount, dashboardCsv } from '../../../src/client/pages/finances/dashboard/dashboardCsv';
import { dashboardView } from '../../../src/client/pages/finances/dashboard/dashboardView';
import { apiFetch } from '../../../src/client/api/http';
import { saveBlob } from '../../../src/client/api/fileDownload';
import { useSession } from '../../../src/client/session/SessionProvider';
import { financeDashboardSchema, type FinanceDashboard } from '../../../src/shared/api/financeDashboard';
import { aSession, CENTRE_ID, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';
import { serverSchemaErrors } from './support/serverSchema';

jest.mock('../../../src/client/api/http', () => ({ ...jest.requireActual('../../../src/client/api/http'), apiFetch: jest.fn() }));
jest.mock('../../../src/client/api/fileDownload', () => ({ ...jest.requireActual('../../../src/client/api/fileDownload'), saveBlob: jest.fn() }));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

// jsdom lays nothing out: the charts measure their box through ResizeObserver.
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 600, height: 280 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= FixedSizeObserver as unknown as typeof ResizeObserver;

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const saveBlobMock = saveBlob as jest.MockedFunction<typeof saveBlob>;
const CASH = '44444444-4444-4444-8444-444444444444';
const months = ['2027-01', '2027-02', '2027-03'];

function figures(): FinanceDashboard {
  return {
    from: '2027-01-01',
    to: '2027-03-31',
    today: '2027-03-15',
    months: months.map((month, i) => ({ month, invoiced: [123_450, 0, 24_000][i], invoicedCount: [3, 0, 1][i], received: [100_000, -12_000, 5_050][i] })),
    totals: { invoiced: 147_450, invoicedCount: 4, received: 93_050, open: 54_400, openCount: 2, overdue: 14_000, overdueCount: 1, credit: 8_000 },
    byTherapist: [
      { providerId: USER_ID, invoiced: 147_450, received: 96_050, open: 54_400, overdue: 14_000 },
      { providerId: null, invoiced: 0, received: -3_000, open: 0, overdue: 0 },
    ],
    byCheckoutType: [{ checkoutTypeId: CASH, name: 'Kasse', received: 93_050 }],
    byMethod: [
      { method: 'cash', amount: 96_050, received: 96_050, count: 4 },
      { method: 'refund', amount: 3_000, received: -3_000, count: 1 },
    ],
  };
}

const empty = (): FinanceDashboard => ({
  ...figures(),
  months: months.map((month) => ({ month, invoiced: 0, invoicedCount: 0, received: 0 })),
  totals: { invoiced: 0, invoicedCount: 0, received: 0, open: 0, openCount: 0, overdue: 0, overdueCount: 0, credit: 0 },
  byTherapist: [],
  byCheckoutType: [],
  byMethod: [],
});

const path = `/api/finances/centre/${CENTRE_ID}/dashboard`;

beforeEach(() => {
  apiFetchMock.mockReset();
  saveBlobMock.mockReset();
  (useSession as jest.MockedFunction<typeof useSession>).mockReturnValue(aSession());
  apiFetchMock.mockImplementation(async (p) => {
    if (p.startsWith(path)) return figures();
    throw new Error(`unexpected call ${p}`);
  });
});

// Node's ICU writes the Swiss thousands separator as ' , browsers as ’: the tests read both as '.
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent?.replace(/’/g, "'"));
const textOf = (selector: string) => document.querySelector(selector)?.textContent?.replace(/’/g, "'");
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    // The bytes, decoded keeping the byte order mark (readAsText would drop it).
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('the finance dashboard page', () => {
  it('the fixtures fit the server’s answer schema', () => {
    expect(serverSchemaErrors(financeDashboardSchema, figures())).toEqual([]);
    expect(serverSchemaErrors(financeDashboardSchema, empty())).toEqual([]);
  });

  it('shows the key figures in Swiss format, the charts and every figure in a table', async () => {
    renderPage(<FinanceDashboardPage />);
    const invoiced = await screen.findByText('Invoiced', { selector: '[data-figure="invoiced"] *' });
    expect(apiFetchMock).toHaveBeenCalledWith(path, expect.anything());
    expect(invoiced.closest('[data-figure]')).toHaveTextContent('4 invoices');
    expect(textOf('[data-figure="invoiced"]')).toContain("CHF 1'474.50");
    expect(document.querySelector('[data-figure="received"]')).toHaveTextContent('CHF 930.50');
    expect(document.querySelector('[data-figure="overdue"]')).toHaveTextContent('1 invoice');
    expect(document.querySelector('[data-figure="credit"]')).toHaveTextContent('CHF 80.00');
    expect(screen.getByText(/as of 15.03.2027/)).toBeInTheDocument();

    const byMonth = screen.getByRole('table', { name: 'Per month' });
    expect(within(byMonth).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Month', 'Invoiced (CHF)', 'Invoices', 'Received (CHF)']);
    expect(cells(within(byMonth).getByRole('row', { name: /Jan 2027/ }))).toEqual(["CHF 1'234.50", '3', "CHF 1'000.00"]);
    expect(cells(within(byMonth).getByRole('row', { name: /Feb 2027/ }))).toEqual(['CHF 0.00', '0', 'CHF -120.00']);
    const byTherapist = screen.getByRole('table', { name: 'Per therapist' });
    expect(cells(within(byTherapist).getByRole('row', { name: /Anna Muster/ }))).toEqual(["CHF 1'474.50", 'CHF 960.50', 'CHF 544.00', 'CHF 140.00']);
    expect(within(byTherapist).getByRole('row', { name: /No therapist \(credit\)/ })).toHaveTextContent('CHF -30.00');
    expect(cells(within(screen.getByRole('table', { name: 'Received per checkout type' })).getByRole('row', { name: /Kasse/ }))).toEqual(['CHF 930.50']);
    expect(cells(within(screen.getByRole('table', { name: 'Per payment method' })).getByRole('row', { name: /Refund/ }))).toEqual(['1', 'CHF 30.00', 'CHF -30.00']);

    await waitFor(() => expect(document.querySelector('[data-chart="months"] svg')).not.toBeNull());
    expect(document.querySelector('[data-chart="therapists"] svg')).not.toBeNull();
  });

  it('asks again for one therapist', async () => {
    renderPage(<FinanceDashboardPage />);
    await screen.findByRole('table', { name: 'Per month' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Therapist' }), { target: { value: USER_ID } });
    await waitFor(() => expect(apiFetchMock).toHaveBeenCalledWith(`${path}?providerId=${USER_ID}`, expect.anything()));
  });

  it('says so when there is nothing, without charts, and offers no empty file', async () => {
    apiFetchMock.mockImplementation(async () => empty());
    renderPage(<FinanceDashboardPage />);
    expect(await screen.findByTestId('finance-dashboard-empty')).toHaveTextContent('Nothing was invoiced or paid in this period');
    expect(document.querySelector('[data-chart]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports what is shown as CSV: translated headers, the same rows, amounts as numbers', async () => {
    renderPage(<FinanceDashboardPage />);
    await screen.findByRole('table', { name: 'Per month' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saveBlobMock).toHaveBeenCalledTimes(1);
    const [blob, name] = saveBlobMock.mock.calls[0];
    expect(name).toBe('finance-overview_2027-01-01_2027-03-31.csv');
    const text = await blobText(blob);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data;
    expect(rows.slice(0, 4)).toEqual([['Finance overview'], ['Period: 01.01.2027 – 31.03.2027'], ['Therapist: All therapists'], ['Open and credit as of 15.03.2027']]);
    expect(rows).toContainEqual(['Figure', 'Amount (CHF)', 'Invoices']);
    expect(rows).toContainEqual(['Invoiced', '1474.50', '4']);
    expect(rows).toContainEqual(['Received', '930.50', '']);
    expect(rows).toContainEqual(['Month', 'Invoiced (CHF)', 'Invoices', 'Received (CHF)']);
    expect(rows).toContainEqual(['Feb 2027', '0.00', '0', '-120.00']);
    expect(rows).toContainEqual(['Anna Muster', '1474.50', '960.50', '544.00', '140.00']);
    expect(rows).toContainEqual(['Refund', '1', '30.00', '-30.00']);
  });
});

describe('the dashboard’s CSV', () => {
  it('writes Rappen as francs with two decimals, negative ones with a minus', () => {
    expect([csvAmount(0), csvAmount(5), csvAmount(123_450), csvAmount(-1_205), csvAmount(-99)]).toEqual(['0.00', '0.05', '1234.50', '-12.05', '-0.99']);
  });

  it('quotes what needs quoting and keeps every table under its title', () => {
    const translate = (key: string) => key;
    const view = dashboardView({ ...figures(), byCheckoutType: [{ checkoutTypeId: CASH, name: 'Kasse; "Empfang"', received: 100 }] }, { therapist: () => 'X', locale: 'de' }, translate);
    const csv = dashboardCsv(view, { title: 'T', lines: [], figureHeaders: ['a', 'b', 'c'] });
    const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(rows).toContainEqual(['Kasse; "Empfang"', '1.00']);
    const titles = view.tables.map((t) => rows.findIndex((r) => r.length === 1 && r[0] === t.title));
    expect(titles.every((i, n) => i > 0 && (n === 0 || i > titles[n - 1]))).toBe(true);
  });
});
