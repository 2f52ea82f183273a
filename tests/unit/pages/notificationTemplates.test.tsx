/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * The message templates on /settings/booking-communication: default texts until the centre has
 * its own, Save posts {notificationType, template}, Reset saves a blank template, placeholders go
 * in at the cursor and the SMS counter tells how many SMS a text costs.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiFetch } from '../../../src/client/api/http';
import { BookingCommunicationPage } from '../../../src/client/pages/settings/bookingCommunication/BookingCommunicationPage';
import { NotificationTemplatesSection } from '../../../src/client/pages/settings/bookingCommunication/NotificationTemplatesSection';
import { useSession } from '../../../src/client/session/SessionProvider';
import { aSession, aUser, CENTRE_ID, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const templatesUrl = `/api/centres/${CENTRE_ID}/notification-template`;
const settingsUrl = `/api/clinics/${CENTRE_ID}/settings/booking-communication`;

const OWN_MAIL = 'Dear {{ClientName}}, we look forward to your visit on {{Booking}}.';

function serve(overrides: { notificationType: string; template: string }[]) {
  apiFetchMock.mockImplementation(async (path, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === settingsUrl) return { id: CENTRE_ID, centre_fk: CENTRE_ID, firstReminder: '24h', secondReminder: '2h' };
    if (method === 'GET' && path === templatesUrl) return overrides;
    if (method === 'POST' && path === templatesUrl) return init?.body;
    throw new Error(`unexpected call ${method} ${path}`);
  });
}
const posts = () => apiFetchMock.mock.calls.filter(([p, init]) => p === templatesUrl && init?.method === 'POST').map(([, init]) => init?.body);
const field = (type: string) => document.querySelector(`textarea[name="template-${type}"]`) as HTMLTextAreaElement;
const button = (name: string) => document.querySelector(`button[name="${name}"]`) as HTMLButtonElement;

beforeEach(() => {
  apiFetchMock.mockReset();
  useSessionMock.mockReturnValue(aSession());
});

describe('message templates', () => {
  it('shows the English default texts and the centre’s own text on the page', async () => {
    serve([{ notificationType: 'bookingRequest.provider.mail', template: OWN_MAIL }]);
    renderPage(<BookingCommunicationPage />);
    expect(await screen.findByRole('heading', { name: 'Message templates' })).toBeInTheDocument();
    await waitFor(() => expect(field('bookingRequest.client.mail')).toBeTruthy());
    expect(field('bookingRequest.client.mail').value).toMatch(/^Hello \{\{ClientName\}\}\n\nThank you for your booking request for \{\{Service\}\}/);
    expect(field('bookingRequest.client.sms').value).toContain('we have received your request for {{Service}} on {{Booking}}');
    expect(field('bookingRequest.provider.mail').value).toBe(OWN_MAIL);
    expect(screen.getAllByText('Default text')).toHaveLength(3);
    expect(screen.getByText('Own text')).toBeInTheDocument();
    expect(screen.getByLabelText('Booking request · To the client · SMS')).toBe(field('bookingRequest.client.sms'));
    // The other events are one click away.
    fireEvent.click(screen.getByRole('button', { name: 'Reminder 2' }));
    await waitFor(() => expect(field('reminder2.client.sms').value).toMatch(/^See you soon, \{\{ClientName\}\}/));
  });

  it('saves an edited template with POST {notificationType, template}', async () => {
    serve([]);
    renderPage(<NotificationTemplatesSection />);
    await waitFor(() => expect(field('bookingRequest.client.sms')).toBeTruthy());
    expect(button('save-bookingRequest.client.sms')).toBeDisabled();
    fireEvent.change(field('bookingRequest.client.sms'), { target: { value: 'Thanks {{ClientName}}, we will confirm soon.' } });
    fireEvent.click(button('save-bookingRequest.client.sms'));
    await waitFor(() => expect(posts()).toEqual([{ notificationType: 'bookingRequest.client.sms', template: 'Thanks {{ClientName}}, we will confirm soon.' }]));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    expect(screen.getByText('Own text')).toBeInTheDocument();
    expect(button('save-bookingRequest.client.sms')).toBeDisabled();
  });

  it('inserts a placeholder at the cursor', async () => {
    serve([]);
    renderPage(<NotificationTemplatesSection />);
    await waitFor(() => expect(field('bookingRequest.client.sms')).toBeTruthy());
    const sms = field('bookingRequest.client.sms');
    fireEvent.change(sms, { target: { value: 'See you at .' } });
    sms.setSelectionRange(11, 11);
    const section = sms.closest('.MuiAccordionDetails-root') as HTMLElement;
    const chips = [...section.querySelectorAll('[role="group"]')][1].querySelectorAll('.MuiChip-root');
    const location = [...chips].find((c) => c.textContent === '{{Location}}') as HTMLElement;
    fireEvent.click(location);
    expect(sms.value).toBe('See you at {{Location}}.');
    fireEvent.click(button('save-bookingRequest.client.sms'));
    await waitFor(() => expect(posts()).toEqual([{ notificationType: 'bookingRequest.client.sms', template: 'See you at {{Location}}.' }]));
  });

  it('resets to the default by saving a blank template after asking', async () => {
    serve([{ notificationType: 'bookingRequest.provider.mail', template: OWN_MAIL }]);
    renderPage(<NotificationTemplatesSection />);
    await waitFor(() => expect(field('bookingRequest.provider.mail').value).toBe(OWN_MAIL));
    expect(button('reset-bookingRequest.client.mail')).toBeNull();
    fireEvent.click(button('reset-bookingRequest.provider.mail'));
    expect(await screen.findByText('Reset to the default text?')).toBeInTheDocument();
    fireEvent.click(button('confirmReset'));
    await waitFor(() => expect(posts()).toEqual([{ notificationType: 'bookingRequest.provider.mail', template: '' }]));
    await waitFor(() => expect(field('bookingRequest.provider.mail').value).toMatch(/^Hello \{\{Provider\}\}\n\n\{\{ClientName\}\} has requested an appointment/));
    expect(screen.getAllByText('Default text')).toHaveLength(4);
    expect(await screen.findByText('The default text applies again.')).toBeInTheDocument();
  });

  it('counts SMS characters with placeholders at typical length and warns above 1600', async () => {
    serve([]);
    renderPage(<NotificationTemplatesSection />);
    await waitFor(() => expect(field('bookingRequest.client.sms')).toBeTruthy());
    const sms = field('bookingRequest.client.sms');
    const counter = () => document.getElementById(sms.getAttribute('aria-describedby') as string)?.textContent ?? '';
    fireEvent.change(sms, { target: { value: 'x'.repeat(140) + '{{ClientName}}' } });
    expect(counter()).toMatch(/^160 of 160 characters · 1 SMS/);
    fireEvent.change(sms, { target: { value: 'x'.repeat(161) } });
    expect(counter()).toMatch(/^161 of 1600 characters · 2 SMS/);
    fireEvent.change(sms, { target: { value: 'x'.repeat(307) } });
    expect(counter()).toMatch(/^307 of 1600 characters · 3 SMS/);
    expect(counter()).not.toContain('Too long');
    fireEvent.change(sms, { target: { value: 'x'.repeat(1601) } });
    expect(counter()).toContain('1601 of 1600 characters · 11 SMS — Too long: an SMS can have at most 1600 characters.');
    // E-mails have no SMS counter.
    expect(field('bookingRequest.client.mail').getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the templates read-only to a therapist', async () => {
    useSessionMock.mockReturnValue(aSession({ user: aUser({ Role: [{ name: 'PROVIDER', user_fk: USER_ID, centre_fk: CENTRE_ID }] }) }));
    serve([]);
    renderPage(<NotificationTemplatesSection />);
    expect(await screen.findByText('Only owners and admins can change the message templates.')).toBeInTheDocument();
    await waitFor(() => expect(field('bookingRequest.client.mail')).toBeTruthy());
    expect(field('bookingRequest.client.mail')).toHaveAttribute('readonly');
    expect(button('save-bookingRequest.client.mail')).toBeNull();
  });
});
