/**
 * The calendar's titles come from the range call's own rows (issue 9 §5): the client's name as
 * the list answer carries it, for any number of rows and clients (the former names lookup was
 * one request capped at 1,000 ids and failed on long ranges), then the title or the service.
 */
import fc from 'fast-check';
import { appointmentTitle } from '../../../src/client/pages/calendar/grid/appointmentEvents';
import { CONTACT_NAMES_PARAM } from '../../../src/shared/api/appointments';
import { rangePath } from '../../../src/client/api/calendarPaths';
import type { ListedAppointment } from '../../../src/client/api/appointments';

const row = (over: Partial<ListedAppointment>): ListedAppointment =>
  ({ appointment_id: 'a1', date: '2027-03-01', startTime: '09:00', endTime: '10:00', resourceId: 'u1', status: 'CONFIRMED', ...over }) as ListedAppointment;
const services = new Map([['s1', 'Massage']]);

describe('calendar titles', () => {
  it('reads "Last First · Service" from the row itself', () => {
    expect(appointmentTitle(row({ contact_fk: 'c1', contactName: { firstName: 'Anna', lastName: 'Muster' }, service_fk: 's1' }), services, '—')).toBe('Muster Anna · Massage');
    expect(appointmentTitle(row({ contact_fk: 'c1', contactName: { firstName: 'Anna', lastName: 'Muster' }, title: 'Erstgespräch', service_fk: 's1' }), services, '—')).toBe('Muster Anna · Erstgespräch');
    expect(appointmentTitle(row({ contactName: null, service_fk: 's1' }), services, '—')).toBe('Massage');
    expect(appointmentTitle(row({}), services, '—')).toBe('—');
  });

  it('names every row of a range of any size, each with its own client', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (n) => {
        const rows = Array.from({ length: n }, (_, i) => row({ appointment_id: `a${i}`, contact_fk: `c${i}`, contactName: { firstName: `F${i}`, lastName: `L${i}` }, service_fk: 's1' }));
        const titles = rows.map((r) => appointmentTitle(r, services, '—'));
        return titles.every((t, i) => t === `L${i} F${i} · Massage`);
      }),
      { numRuns: 20 },
    );
  });

  it('asks the list call for the names on every page', () => {
    for (const page of [0, 1, 2]) expect(new URL(rangePath('c', '2027-03-01', '2027-04-04', page), 'http://x').searchParams.get(CONTACT_NAMES_PARAM)).toBe('true');
  });
});
