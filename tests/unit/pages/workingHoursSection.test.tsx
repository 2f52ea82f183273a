/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WorkingHoursSection } from '../../../src/client/pages/settings/therapist/WorkingHoursSection';
import { apiFetch, ApiRequestError } from '../../../src/client/api/http';
import { defaultTemplate, type ScheduleTemplate } from '../../../src/shared/availability';
import { CENTRE_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const USER = '77777777-7777-4777-8777-777777777777';
const PATH = `/booking-api/providers/${USER}/schedule-templates?centreId=${CENTRE_ID}`;

function open(put: (body: ScheduleTemplate) => Promise<unknown>) {
  apiFetchMock.mockImplementation(async (path, init) => {
    if (path !== PATH) throw new Error(`unexpected call ${path}`);
    if (init?.method === 'PUT') return put(init.body as ScheduleTemplate);
    return defaultTemplate(CENTRE_ID);
  });
  renderPage(<WorkingHoursSection userId={USER} centreId={CENTRE_ID} />);
}

const day = (weekDay: number) => document.querySelector(`[data-weekday="${weekDay}"]`) as HTMLElement;
const select = (name: string) => document.querySelector(`select[name="${name}"]`) as HTMLSelectElement;
const putCalls = () => apiFetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => apiFetchMock.mockReset());

describe('working hours of a therapist', () => {
  it('shows the default week, Monday first, and saves a working Monday with a second slot', async () => {
    open(async (body) => body);
    await screen.findByRole('button', { name: 'Save working hours' });
    const days = [...document.querySelectorAll('[data-weekday]')].map((e) => e.getAttribute('data-weekday'));
    expect(days).toEqual(['1', '2', '3', '4', '5', '6', '0']);
    expect(select('workingHours.1.0.startTime').value).toBe('09:00');
    expect(within(day(1)).getByRole('switch')).not.toBeChecked();

    fireEvent.click(within(day(1)).getByRole('switch'));
    fireEvent.change(select('workingHours.1.0.endTime'), { target: { value: '12:00' } });
    fireEvent.click(within(day(1)).getByRole('button', { name: 'Time slot' }));
    expect(select('workingHours.1.1.startTime').value).toBe('13:00');
    expect(select('workingHours.1.1.endTime').value).toBe('15:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));

    await waitFor(() => expect(putCalls()).toHaveLength(1));
    const body = putCalls()[0][1]!.body as ScheduleTemplate;
    expect(body.workingDays).toHaveLength(7);
    expect(body.workingDays[1]).toEqual({
      weekDay: 1,
      available: true,
      timeSlots: [
        { centreId: CENTRE_ID, startTime: '09:00', endTime: '12:00' },
        { centreId: CENTRE_ID, startTime: '13:00', endTime: '15:00' },
      ],
    });
    expect(await screen.findByText('Working hours saved')).toBeInTheDocument();
  });

  it('blocks saving incorrect intervals and says why at the slot', async () => {
    open(async (body) => body);
    await screen.findByRole('button', { name: 'Save working hours' });
    fireEvent.change(select('workingHours.2.0.endTime'), { target: { value: '08:00' } });
    expect(within(day(2)).getByText('The end must be after the start.')).toBeInTheDocument();
    expect(screen.getByText(/Incorrect working-hour intervals are not saved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save working hours' })).toBeDisabled();

    fireEvent.change(select('workingHours.2.0.endTime'), { target: { value: '17:00' } });
    fireEvent.click(within(day(2)).getByRole('button', { name: 'Time slot' }));
    fireEvent.change(select('workingHours.2.1.startTime'), { target: { value: '16:00' } });
    expect(within(day(2)).getByText('The time slots overlap.')).toBeInTheDocument();
    expect(putCalls()).toHaveLength(0);
  });

  it('shows the server’s field message when it refuses the template', async () => {
    open(async () => {
      throw new ApiRequestError(400, {
        code: 'incorrectWorkingHours',
        message: 'errors.incorrectWorkingHours',
        errors: [{ field: 'workingDays.3.timeSlots.0.startTime', code: 'timeSlotOverlap', message: 'errors.timeSlotOverlap' }],
      });
    });
    await screen.findByRole('button', { name: 'Save working hours' });
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await within(day(3)).findByText('The time slots overlap.')).toBeInTheDocument();
  });
});
