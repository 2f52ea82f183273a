/** The calendar grid's pure rules: visible ranges, colours, working-hours shade, warnings, create body. */
import fc from 'fast-check';
import { appointmentEvent, eventStyle, therapistColours, textOn, APPOINTMENT_COLOURS } from '../../../src/client/pages/calendar/grid/appointmentEvents';
import { centreWallClock, nextPeriod, visibleRange, wallClock, wallClockOf } from '../../../src/client/pages/calendar/grid/calendarRange';
import { slotWarnings } from '../../../src/client/pages/calendar/grid/slotWarnings';
import { isWorkingSlot, workingIndex } from '../../../src/client/pages/calendar/grid/workingHours';
import { createBody, defaultNotify, defaultRepeat, draftErrors, endFor, type CreateDraft } from '../../../src/client/pages/calendar/create/createDraft';
import type { Appointment } from '../../../src/client/api/appointments';
import type { EffectiveSchedule } from '../../../src/shared/api/schedules';

const dayMs = 86_400_000;

describe('visible ranges', () => {
  it('a week runs Monday to Sunday, whatever day is shown', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2020, 0, 1), max: new Date(2035, 0, 1), noInvalidDate: true }), (d) => {
        const { from, to } = visibleRange(d, 'week');
        expect(wallClock(from, '12:00').getDay()).toBe(1);
        expect(wallClock(to, '12:00').getDay()).toBe(0);
        expect(Math.round((wallClock(to, '12:00').getTime() - wallClock(from, '12:00').getTime()) / dayMs)).toBe(6);
        expect(from <= wallClockOf(d).date && wallClockOf(d).date <= to).toBe(true);
      }),
    );
  });

  it('a month covers whole weeks from the Monday before the 1st to the Sunday after the last day', () => {
    expect(visibleRange(new Date(2027, 2, 15), 'month')).toEqual({ from: '2027-03-01', to: '2027-04-04' });
    expect(visibleRange(new Date(2026, 10, 25), 'month')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
  });

  it('the next period follows the shown one without a gap', () => {
    for (const view of ['day', 'week', 'month'] as const) {
      const shown = visibleRange(new Date(2027, 2, 26), view);
      const next = visibleRange(nextPeriod(new Date(2027, 2, 26), view), view);
      expect(next.from > shown.from).toBe(true);
      expect(Math.round((wallClock(next.from, '12:00').getTime() - wallClock(shown.to, '12:00').getTime()) / dayMs)).toBeLessThanOrEqual(1);
    }
  });

  it('keeps the centre wall clock across DST (28 March 2027) and reads instants in the centre zone', () => {
    expect(wallClockOf(wallClock('2027-03-29', '09:00'))).toEqual({ date: '2027-03-29', time: '09:00' });
    const shown = centreWallClock('2027-03-29T07:00:00.000Z', 'Europe/Zurich');
    expect(wallClockOf(shown)).toEqual({ date: '2027-03-29', time: '09:00' });
    expect(wallClockOf(centreWallClock('2027-03-26T08:00:00.000Z', 'Europe/Zurich'))).toEqual({ date: '2027-03-26', time: '09:00' });
  });
});

describe('appointment entries', () => {
  const a = (over: Partial<Appointment>): Appointment => ({ appointment_id: 'a1', id: 'a1', centre_fk: 'c', createdAt: '', updatedAt: '', date: '2027-03-29', startTime: '23:30', endTime: '00:30', startBufferTime: 0, endBufferTime: 0, resourceId: 't1', numberOfPeople: 1, status: 'CONFIRMED', isException: false, documents: [], items: [], ...over });

  it('an end at or before the start is on the next day', () => {
    const e = appointmentEvent(a({}), 'X');
    expect(e.end.getTime() - e.start.getTime()).toBe(3_600_000);
  });

  it('therapists take their own colour, else the three colours in turn', () => {
    const c = therapistColours([{ id: 'a' }, { id: 'b', colour: '#123456' }, { id: 'c' }, { id: 'd', colour: 'bad' }]);
    expect([...c.values()]).toEqual([APPOINTMENT_COLOURS[0], '#123456', APPOINTMENT_COLOURS[2], APPOINTMENT_COLOURS[0]]);
  });

  it('text reads on every fill, and status shows in the style', () => {
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#1565c0')).toBe('#ffffff');
    expect(eventStyle('UNCONFIRMED', '#1565c0').border).toContain('dashed');
    // A booking request is hatched in the therapist's colour until confirmed; a draft and a confirmed one are not.
    expect(eventStyle('UNCONFIRMED', '#1565c0').backgroundImage).toBe('repeating-linear-gradient(135deg, #1565c055 0 6px, transparent 6px 12px)');
    expect(eventStyle('DRAFT', '#1565c0').backgroundImage).toBeUndefined();
    expect(eventStyle('CONFIRMED', '#1565c0').backgroundImage).toBeUndefined();
    expect(eventStyle('CANCELLED', '#1565c0').textDecoration).toBe('line-through');
  });
});

describe('working hours shade and warnings', () => {
  const schedule = {
    centreId: 'c', timeZone: 'Europe/Zurich', from: '2027-03-29', to: '2027-03-30',
    providers: [
      { providerId: 't1', days: [{ date: '2027-03-29', weekDay: 1, source: 'template', timeSlots: [{ startTime: '08:00', endTime: '12:00', start: 480, end: 720 }] }, { date: '2027-03-30', weekDay: 2, source: 'template', timeSlots: [], dayOff: { name: 'Kurs' } }] },
      { providerId: 't2', days: [{ date: '2027-03-29', weekDay: 1, source: 'template', timeSlots: [{ startTime: '13:00', endTime: '00:30', start: 780, end: 1470 }] }] },
    ],
  } as EffectiveSchedule;
  const index = workingIndex(schedule);

  it('shades a column outside its therapist\u2019s hours, and without columns when nobody works', () => {
    expect(isWorkingSlot(index, wallClock('2027-03-29', '08:00'), 't1', [])).toBe(true);
    expect(isWorkingSlot(index, wallClock('2027-03-29', '12:00'), 't1', [])).toBe(false);
    expect(isWorkingSlot(index, wallClock('2027-03-29', '12:30'), undefined, ['t1', 't2'])).toBe(false);
    expect(isWorkingSlot(index, wallClock('2027-03-29', '14:00'), undefined, ['t1', 't2'])).toBe(true);
    // 00:00–00:30 belongs to the evening slot of the day before.
    expect(isWorkingSlot(index, wallClock('2027-03-30', '00:00'), 't2', [])).toBe(true);
  });

  it('names the day off, the busy time and the hours outside, as the server does', () => {
    expect(slotWarnings(index, [], 't1', '2027-03-29', '09:00', '10:00')).toEqual([]);
    expect(slotWarnings(index, [], 't1', '2027-03-29', '11:30', '12:30')).toEqual(['outsideWorkingHours']);
    expect(slotWarnings(index, [], 't1', '2027-03-30', '09:00', '10:00')).toEqual(['dayOff']);
    const busy = [{ providerId: 't1', start: wallClock('2027-03-29', '09:30').getTime(), end: wallClock('2027-03-29', '10:30').getTime() }];
    expect(slotWarnings(index, busy, 't1', '2027-03-29', '09:00', '10:00')).toEqual(['googleBusy']);
  });
});

describe('create body (issue 9 §8 contract)', () => {
  const draft = (over: Partial<CreateDraft> = {}): CreateDraft => ({ date: '2027-03-22', startTime: '09:00', endTime: '09:45', resourceId: 't1', contactId: 'k1', serviceId: 's1', startBufferTime: 0, endBufferTime: 10, notes: ' ', notifySms: false, notifyEmail: false, repeat: defaultRepeat('2027-03-22'), ...over });

  it('sends exactly the pinned fields', () => {
    expect(createBody('c1', draft({ notifyEmail: true }))).toEqual({ centre_fk: 'c1', resourceId: 't1', date: '2027-03-22', startTime: '09:00', endTime: '09:45', contact_fk: 'k1', service_fk: 's1', endBufferTime: 10, isSms: false, isEmail: true });
    // No client: no one to notify, the switches stay out of the body.
    expect(createBody('c1', draft({ contactId: null, notifySms: true }))).not.toHaveProperty('isSms');
    const weekly = createBody('c1', draft({ repeat: { ...defaultRepeat('2027-03-22'), enabled: true, weekDays: [4, 1] } }));
    expect(weekly.repetition).toEqual({ frequency: 'WEEKLY', interval: 1, weekDays: [1, 4], end: 'OCCURRENCES', occurrences: 10 });
    const endless = createBody('c1', draft({ repeat: { ...defaultRepeat('2027-03-22'), enabled: true, frequency: 'DAILY', end: 'ENDLESS' } }));
    expect(endless.repetition).toEqual({ frequency: 'DAILY', interval: 1, end: 'ENDLESS' });
  });

  it('checks fields with the server\u2019s codes before saving', () => {
    expect(draftErrors(draft())).toEqual({});
    expect(draftErrors(draft({ endTime: '09:00' }))).toEqual({ endTime: 'invalidTimeRange' });
    expect(draftErrors(draft({ resourceId: '' }))).toEqual({ resourceId: 'required' });
    expect(draftErrors(draft({ repeat: { ...defaultRepeat('2027-03-22'), enabled: true, end: 'EXACT_DATE', endDate: '2027-03-01' } }))).toEqual({ 'repetition.endDate': 'invalidDateRange' });
  });

  it('the notify switches start as the practice confirms, and off for a treatment already begun', () => {
    expect(defaultNotify(undefined, false)).toEqual({ notifySms: false, notifyEmail: true });
    expect(defaultNotify({ email: { confirmation: false }, sms: { confirmation: true } }, false)).toEqual({ notifySms: true, notifyEmail: false });
    expect(defaultNotify({ email: { confirmation: true }, sms: { confirmation: true } }, true)).toEqual({ notifySms: false, notifyEmail: false });
  });

  it('a service fills the end from its duration', () => {
    expect(endFor('09:00', 45)).toBe('09:45');
    expect(endFor('23:30', 60)).toBe('00:30');
  });
});
