import { normaliseSpecialSlots, specialDayErrors, specialDayListErrors } from './specialDays';

describe('special days', () => {
  it('accepts any HH:mm of the day with the end after the start, 24:00 as the end of the day', () => {
    expect(
      specialDayErrors({
        date: '2026-12-24',
        timeSlots: [
          { startTime: '07:15', endTime: '11:45' },
          { startTime: '20:00', endTime: '24:00', event: 'Kurs' },
        ],
      }),
    ).toEqual([]);
    expect(specialDayErrors({ date: '2026-12-24', timeSlots: [] })).toEqual([]);
  });

  it('names wrong dates, years, times, orders and overlaps', () => {
    expect(
      specialDayErrors(
        {
          date: '2026-02-30',
          timeSlots: [
            { startTime: '24:00', endTime: '24:00' },
            { startTime: '12:00', endTime: '11:00' },
            { startTime: '08:00', endTime: '10:00' },
            { startTime: '09:00', endTime: '9:30' },
          ],
        },
        'x.',
      ),
    ).toEqual([
      { field: 'x.date', code: 'invalidCalendarDate' },
      { field: 'x.timeSlots.0.startTime', code: 'timeSlotChoice' },
      { field: 'x.timeSlots.1.endTime', code: 'timeSlotOrder' },
      { field: 'x.timeSlots.3.endTime', code: 'timeSlotChoice' },
    ]);
    expect(
      specialDayErrors(
        {
          date: '2026-05-01',
          timeSlots: [
            { startTime: '08:00', endTime: '10:00' },
            { startTime: '09:59', endTime: '11:00' },
          ],
        },
        '',
        2027,
      ),
    ).toEqual([
      { field: 'date', code: 'calendarYearMismatch' },
      { field: 'timeSlots.1.startTime', code: 'timeSlotOverlap' },
    ]);
  });

  it('refuses the same date twice in a list', () => {
    const day = { date: '2026-06-01', timeSlots: [] };
    expect(specialDayListErrors([day, { ...day }], 2026)).toEqual([{ field: 'specialDays.1.date', code: 'duplicateValue' }]);
  });

  it('sorts slots and trims labels', () => {
    expect(
      normaliseSpecialSlots([
        { startTime: '14:00', endTime: '15:00', event: '  ' },
        { startTime: '08:00', endTime: '09:00', event: ' Kurs ' },
      ]),
    ).toEqual([
      { startTime: '08:00', endTime: '09:00', event: 'Kurs' },
      { startTime: '14:00', endTime: '15:00' },
    ]);
  });
});
