/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * The settings pages of the singleton records (/settings/invoicing, /settings/booking-communication,
 * /settings/online-presence): defaults from GET, PUT on save, client rules before sending and the
 * server's field errors on the fields; plus the invoice numbering section.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFetch, ApiRequestError } from '../../../src/client/api/http';
import { BookingCommunicationPage } from '../../../src/client/pages/settings/bookingCommunication/BookingCommunicationPage';
import { InvoicingSettingsPage } from '../../../src/client/pages/settings/invoicing/InvoicingSettingsPage';
import { OnlinePresencePage } from '../../../src/client/pages/settings/onlinePresence/OnlinePresencePage';
import { useSession } from '../../../src/client/session/SessionProvider';
import { invoicingDefaults } from '../../support/invoicingDefaults';
import { aSession, aUser, CENTRE_ID, USER_ID } from './support/fixtures';
import { renderPage, testI18nProvider } from './support/renderPage';

const en = testI18nProvider('en').translate;

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));
// The design section (images and PDF preview) has its own test: invoiceDesignSection.test.tsx.
jest.mock('../../../src/client/pages/settings/invoicing/design/InvoiceDesignSection', () => ({ InvoiceDesignSection: () => null }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const settingsUrl = (resource: string) => `/api/clinics/${CENTRE_ID}/settings/${resource}`;

const INVOICING_DEFAULTS = invoicingDefaults(CENTRE_ID);

type Reply = (init: Parameters<typeof apiFetch>[1]) => unknown;
function route(replies: Record<string, Reply>) {
  apiFetchMock.mockImplementation(async (path, init) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    if (!(key in replies)) throw new Error(`unexpected call ${key}`);
    return replies[key](init);
  });
}
const calls = (method: string, path: string) => apiFetchMock.mock.calls.filter(([p, init]) => p === path && (init?.method ?? 'GET') === method);

beforeEach(() => {
  apiFetchMock.mockReset();
  useSessionMock.mockReturnValue(aSession());
});

const numbering = {
  [`GET /api/centre/${CENTRE_ID}/centreSetting`]: () => ({ currency: 'CHF', invoiceNumberPrefix: 'R-', invoiceNumberNext: '1043', preselectedProviderId: null, directInvoicing: false }),
  [`GET /api/centre/${CENTRE_ID}/getCurrentHighestInvoiceNumber`]: () => ({ highestInvoiceNumber: '1042' }),
};

describe('invoicing settings page', () => {
  it('shows the defaults and saves the whole record with PUT', async () => {
    route({
      [`GET ${settingsUrl('invoicing')}`]: () => INVOICING_DEFAULTS,
      [`PUT ${settingsUrl('invoicing')}`]: (init) => ({ ...INVOICING_DEFAULTS, ...(init?.body as object), updatedAt: '2025-11-21T10:00:00.000Z' }),
      ...numbering,
    });
    renderPage(<InvoicingSettingsPage />);
    const term = await screen.findByLabelText('Payment term (days)');
    expect(term).toHaveValue(30);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Rechnung' } });
    fireEvent.change(term, { target: { value: '20' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() => expect(calls('PUT', settingsUrl('invoicing'))).toHaveLength(1));
    expect(calls('PUT', settingsUrl('invoicing'))[0][1]?.body).toMatchObject({ title: 'Rechnung', paymentTermDays: 20, law: 'VVG' });
    expect(calls('PUT', settingsUrl('invoicing'))[0][1]?.body).not.toHaveProperty('centre_fk');
  });

  it('puts the server’s field errors on the fields', async () => {
    route({
      [`GET ${settingsUrl('invoicing')}`]: () => INVOICING_DEFAULTS,
      [`PUT ${settingsUrl('invoicing')}`]: () => {
        throw new ApiRequestError(400, { code: 'validation', message: 'errors.validation', errors: [{ field: 'greetings', code: 'tooLong', message: 'errors.tooLong', limit: 500 }] });
      },
      ...numbering,
    });
    renderPage(<InvoicingSettingsPage />);
    await screen.findByLabelText('Payment term (days)');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('button', { name: 'Greeting phrase: Too long: at most 500 characters.' })).toBeInTheDocument();
    expect(screen.getByText('Too long: at most 500 characters.')).toHaveAttribute('id', 'root_greetings__error-0');
    expect(screen.getByLabelText('Greeting phrase')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a start number not above the highest invoice number before sending it', async () => {
    route({ [`GET ${settingsUrl('invoicing')}`]: () => INVOICING_DEFAULTS, ...numbering });
    renderPage(<InvoicingSettingsPage />);
    expect(await screen.findByText('Current highest invoice number: 1042')).toBeInTheDocument();
    const next = await screen.findByLabelText(/Next invoice number/);
    fireEvent.change(next, { target: { value: '1042' } });
    fireEvent.click(within(screen.getByRole('region', { name: 'Invoice numbers' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The start number must be above the current highest invoice number (1042).')).toBeInTheDocument();
    expect(apiFetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('saves the prefix and start number with PATCH and shows what the server stored', async () => {
    let highest = '1042';
    route({
      [`GET ${settingsUrl('invoicing')}`]: () => INVOICING_DEFAULTS,
      ...numbering,
      [`GET /api/centre/${CENTRE_ID}/getCurrentHighestInvoiceNumber`]: () => ({ highestInvoiceNumber: highest }),
      [`PATCH /api/centre/${CENTRE_ID}/centreSetting`]: (init) => {
        highest = '1099';
        return { currency: 'CHF', preselectedProviderId: null, directInvoicing: false, ...(init?.body as object), invoiceNumberPrefix: 'RE-' };
      },
    });
    renderPage(<InvoicingSettingsPage />);
    const section = within(await screen.findByRole('region', { name: 'Invoice numbers' }));
    fireEvent.change(await section.findByLabelText(/Next invoice number/), { target: { value: ' 2000 ' } });
    fireEvent.change(section.getByLabelText('Prefix'), { target: { value: ' re- ' } });
    fireEvent.click(section.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(section.getByLabelText('Prefix')).toHaveValue('RE-'));
    expect(calls('PATCH', `/api/centre/${CENTRE_ID}/centreSetting`)[0][1]?.body).toEqual({ invoiceNumberPrefix: 're-', invoiceNumberNext: '2000' });
    expect(section.getByLabelText(/Next invoice number/)).toHaveValue('2000');
    // The highest number is asked again after saving.
    expect(await section.findByText('Current highest invoice number: 1099')).toBeInTheDocument();
  });

  it('puts the server’s refusal of the start number on the field, other failures in a notification', async () => {
    let refusal: ApiRequestError = new ApiRequestError(400, {
      code: 'validation',
      message: 'errors.validation',
      errors: [{ field: 'invoiceNumberNext', code: 'invoiceStartNumberTooLow', message: 'errors.invoiceStartNumberTooLow' }],
    });
    route({
      [`GET ${settingsUrl('invoicing')}`]: () => INVOICING_DEFAULTS,
      ...numbering,
      [`PATCH /api/centre/${CENTRE_ID}/centreSetting`]: () => {
        throw refusal;
      },
    });
    renderPage(<InvoicingSettingsPage />);
    const section = within(await screen.findByRole('region', { name: 'Invoice numbers' }));
    fireEvent.change(await section.findByLabelText(/Next invoice number/), { target: { value: '1050' } });
    fireEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText(en('errors.invoiceStartNumberTooLow'))).toBeInTheDocument();
    // Said beside the field and in the form's summary; no notification, no dialog.
    expect(screen.getAllByRole('alert')).toEqual([section.getByRole('alert')]);
    expect(section.getByRole('alert')).toHaveTextContent(en('errors.invoiceStartNumberTooLow'));
    expect(screen.queryByRole('dialog')).toBeNull();

    refusal = new ApiRequestError(500, { code: 'internal', message: 'errors.internal' });
    fireEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en('errors.internal'))).toBeInTheDocument();
    expect(section.queryByText(en('errors.invoiceStartNumberTooLow'))).toBeNull();
  });

  it('says the limit the server sends with a too long prefix, beside the field and in the summary', async () => {
    route({
      [`GET ${settingsUrl('invoicing')}`]: () => INVOICING_DEFAULTS,
      ...numbering,
      [`PATCH /api/centre/${CENTRE_ID}/centreSetting`]: () => {
        throw new ApiRequestError(400, {
          code: 'validation',
          message: 'errors.validation',
          errors: [{ field: 'invoiceNumberPrefix', code: 'tooLong', message: 'errors.tooLong', limit: 12 }],
        });
      },
    });
    renderPage(<InvoicingSettingsPage />);
    const section = within(await screen.findByRole('region', { name: 'Invoice numbers' }));
    fireEvent.change(await section.findByLabelText('Prefix'), { target: { value: 'RECHNUNG-2026-' } });
    fireEvent.click(section.getByRole('button', { name: 'Save' }));
    const tooLong = en('errors.tooLong', { limit: 12 });
    expect(tooLong).toBe('Too long: at most 12 characters.');
    expect(await section.findByRole('button', { name: `Prefix: ${tooLong}` })).toBeInTheDocument();
    expect(section.getByLabelText('Prefix')).toHaveAccessibleDescription(tooLong);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a provider the section is not theirs and loads nothing', () => {
    useSessionMock.mockReturnValue(aSession({ user: aUser({ Role: [{ name: 'PROVIDER', user_fk: USER_ID, centre_fk: CENTRE_ID }] }) }));
    renderPage(<InvoicingSettingsPage />);
    expect(screen.getByText('You do not have permission for this section.')).toBeInTheDocument();
    expect(apiFetchMock).not.toHaveBeenCalled();
  });
});

describe('booking communication page', () => {
  it('sends reminder lead times as "48h" and the SMS choices', async () => {
    const defaults = {
      id: CENTRE_ID,
      centre_fk: CENTRE_ID,
      firstReminder: '24h',
      secondReminder: '2h',
      email: { request: true, confirmation: true, change: true, cancellation: true, firstReminder: true, secondReminder: true },
      sms: { request: false, confirmation: false, change: false, cancellation: false, firstReminder: false, secondReminder: false },
    };
    route({
      [`GET ${settingsUrl('booking-communication')}`]: () => defaults,
      [`PUT ${settingsUrl('booking-communication')}`]: (init) => ({ ...defaults, ...(init?.body as object), updatedAt: '2025-11-21T10:00:00.000Z' }),
    });
    renderPage(<BookingCommunicationPage />);
    const first = await screen.findByLabelText('First reminder', { selector: 'select' });
    expect(within(first).getAllByRole('option').map((o) => o.textContent).filter(Boolean)).toEqual(['12 hours before', '24 hours before', '48 hours before']);
    fireEvent.change(first, { target: { value: '48h' } });
    fireEvent.click(document.querySelector('input[name="sms.firstReminder"]') as HTMLInputElement);
    fireEvent.change(screen.getByLabelText('SMS sender name'), { target: { value: 'Praxis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT', settingsUrl('booking-communication'))).toHaveLength(1));
    expect(calls('PUT', settingsUrl('booking-communication'))[0][1]?.body).toMatchObject({
      firstReminder: '48h',
      secondReminder: '2h',
      nickname: 'Praxis',
      sms: { firstReminder: true, request: false },
    });
  });
});

describe('online presence page', () => {
  const defaults = {
    id: CENTRE_ID,
    centre_fk: CENTRE_ID,
    publicProfile: true,
    onlyAddressBookClients: false,
    widget: { templateName: 'standard', buttonColour: '#1c6e8c', buttonFont: 'system', buttonSize: 'medium', buttonText: 'Termin buchen' },
    bookingLimit: { amount: 24, unit: 'hours' },
    bookingHorizon: { amount: 6, unit: 'months' },
    cancellationLimit: { amount: 24, unit: 'hours' },
  };

  it('shows the widget, its embed code and the public links', async () => {
    route({ [`GET ${settingsUrl('online-presence')}`]: () => defaults });
    renderPage(<OnlinePresencePage />);
    const preview = await screen.findByTestId('widget-preview');
    const link = within(preview).getByRole('link', { name: 'Termin buchen' });
    expect(link).toHaveAttribute('href', `http://localhost/booking/${CENTRE_ID}/${USER_ID}/0`);
    expect((screen.getByLabelText('Code for your website') as HTMLTextAreaElement).value).toMatch(/^<a href="http:\/\/localhost\/booking\/.+" target="_blank" rel="noopener" style="[^"]*background:#1c6e8c[^"]*">Termin buchen<\/a>$/);
    expect(screen.getByRole('link', { name: `http://localhost/profile/${CENTRE_ID}` })).toBeInTheDocument();
  });

  it('refuses a minimum notice longer than the booking horizon before sending', async () => {
    route({ [`GET ${settingsUrl('online-presence')}`]: () => ({ ...defaults, bookingLimit: { amount: 12, unit: 'months' } }) });
    renderPage(<OnlinePresencePage />);
    await screen.findByTestId('widget-preview');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The booking horizon must be longer than the minimum notice.')).toBeInTheDocument();
    expect(calls('PUT', settingsUrl('online-presence'))).toHaveLength(0);
  });
});
