/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DashboardPage } from '../../../src/client/pages/dashboard/DashboardPage';
import { apiFetch } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import { aCentre, aSession, anInvitation, CENTRE_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const NEWS_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

beforeEach(() => {
  apiFetchMock.mockReset();
  useSessionMock.mockReturnValue(aSession({ centres: [aCentre({ openingHours: [{ day: 1, openTime: 8, closeTime: 18 }] })] }));
  apiFetchMock.mockImplementation(async (path) => {
    if (path === `/api/centre/${CENTRE_ID}/completeness`) {
      return { user: true, centre: true, centreProvider: false, setup: { workingHours: true, bookableService: false, onlineBooking: false, paymentDetails: false, client: true } };
    }
    if (path === `/api/news/centre/${CENTRE_ID}/getAllNewsOfCentre`) {
      return [{ news_id: NEWS_A, title: 'Online booking is here', body: 'Patients can now book online.', publishedAt: '2025-11-01T08:00:00.000Z', read: false }];
    }
    if (path === `/api/invitations/centre/${CENTRE_ID}`) return [anInvitation()];
    if (path === `/api/news/centre/${CENTRE_ID}/markNewsAsRead`) return { ok: true };
    if (path === `/api/centres/${CENTRE_ID}/statistics/appointments?period=week`) {
      return { period: 'week', scope: 'practice', timeZone: 'Europe/Zurich', from: '2027-03-28T22:00:00.000Z', to: '2027-03-29T22:00:00.000Z', intervals: [], therapists: [] };
    }
    throw new Error(`unexpected call ${path}`);
  });
});

describe('dashboard', () => {
  it('welcomes with the clinic name and drives the checklist from the completeness call', async () => {
    renderPage(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Welcome, Anna! Current practice: Praxis Sonnenberg' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Set up your practice' });
    const step = (key: string) => list.querySelector(`[data-step="${key}"]`)!;
    expect(step('account')).toHaveAttribute('data-done', 'true');
    expect(step('zsr')).toHaveAttribute('data-done', 'false');
    expect(within(step('zsr') as HTMLElement).getByRole('link', { name: 'Enter ZSR' })).toHaveAttribute('href', '/tariff590/profile');
    // What the practice needs to run (issue 13): nothing bookable and no bank account is not "all set".
    expect(step('workingHours')).toHaveAttribute('data-done', 'true');
    expect(step('bookableService')).toHaveAttribute('data-done', 'false');
    expect(within(step('onlineBooking') as HTMLElement).getByRole('link', { name: 'Switch on online booking' })).toHaveAttribute('href', '/settings/online-presence');
    expect(within(step('paymentDetails') as HTMLElement).getByRole('link', { name: 'Enter bank account' })).toHaveAttribute('href', '/finances/checkout-types');
    expect(step('client')).toHaveAttribute('data-done', 'true');
    expect(screen.getByText('4 of 8 done')).toBeInTheDocument();
    expect(screen.queryByText(/All set/)).toBeNull();
    // The statistics (dashboardStatistics.test.tsx) sit above, for the whole practice.
    expect(await screen.findByTestId('statistics-summary')).toHaveTextContent('Appointments: 0 (cancelled: 0) · New clients: 0');
  });

  it('marks a news item as read', async () => {
    renderPage(<DashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument());
    expect(apiFetchMock).toHaveBeenCalledWith(`/api/news/centre/${CENTRE_ID}/markNewsAsRead`, { method: 'POST', body: { newsIds: [NEWS_A] } });
    expect(document.querySelector(`[data-news-id="${NEWS_A}"]`)).toHaveAttribute('data-read', 'true');
  });
});
