/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { screen } from '@testing-library/react';
import { CalendarPage } from '../../../src/client/pages/calendar/CalendarPage';
import { useSession } from '../../../src/client/session/SessionProvider';
import { aSession, aUser } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;

const sessionWith = (timeFormat: '24h' | '12h', language: 'de' | 'en' = 'en') =>
  aSession({ user: aUser({ UserSetting: { language, activeCentre: null, timeFormat, dateFormat: 'DD.MM.YYYY' } }) });

const gutterLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('.rbc-time-gutter .rbc-label')].map((el) => el.textContent).filter(Boolean);
const dayHeaders = (container: HTMLElement) => [...container.querySelectorAll('.rbc-time-header .rbc-header')].map((el) => el.textContent);

describe('calendar page', () => {
  it('shows a Monday-first week from 06:00 in 24-hour time with English toolbar labels', () => {
    useSessionMock.mockReturnValue(sessionWith('24h'));
    const { container } = renderPage(<CalendarPage />);
    expect(dayHeaders(container)).toHaveLength(7);
    expect(dayHeaders(container)[0]).toMatch(/^Mo/);
    expect(dayHeaders(container)[6]).toMatch(/^Su/);
    expect(gutterLabels(container).slice(0, 3)).toEqual(['06:00', '07:00', '08:00']);
    expect(screen.getByRole('button', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveClass('rbc-active');
  });

  it('uses 12-hour labels when the user chose 12h', () => {
    useSessionMock.mockReturnValue(sessionWith('12h'));
    const { container } = renderPage(<CalendarPage />);
    expect(gutterLabels(container).slice(0, 2)).toEqual(['06:00 AM', '07:00 AM']);
    expect(gutterLabels(container)).toContain('01:00 PM');
  });

  it('speaks German when the interface is German', () => {
    useSessionMock.mockReturnValue(sessionWith('24h', 'de'));
    const { container } = renderPage(<CalendarPage />, { lng: 'de' });
    expect(dayHeaders(container)[0]).toMatch(/^Mo/);
    expect(dayHeaders(container)[2]).toMatch(/^Mi/);
    expect(screen.getByRole('button', { name: 'Heute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Woche' })).toBeInTheDocument();
  });
});
