/** The weekly template: time choices, validation and normalisation (examples and properties). */
import fc from 'fast-check';
import { defaultTemplate, normaliseTemplate, templateErrors, templateIntervals, type ScheduleTemplate, type TemplateTimeSlot } from './template';
import { TEMPLATE_TIME_CHOICES, formatMinute, templateMinute } from './times';

const A = 'centre-a';
const B = 'centre-b';
const week = (days: Partial<Record<number, { available?: boolean; slots: TemplateTimeSlot[] }>>): ScheduleTemplate => ({
  workingDays: [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({
    weekDay,
    available: days[weekDay]?.available ?? true,
    timeSlots: days[weekDay]?.slots ?? [],
  })),
});
const slot = (startTime: string, endTime: string, centreId = A): TemplateTimeSlot => ({ centreId, startTime, endTime });

describe('template time choices', () => {
  it('run from 06:00 to 00:30 in 30-minute steps', () => {
    expect(TEMPLATE_TIME_CHOICES[0]).toBe('06:00');
    expect(TEMPLATE_TIME_CHOICES.slice(-3)).toEqual(['23:30', '00:00', '00:30']);
    expect(TEMPLATE_TIME_CHOICES).toHaveLength(38);
    expect(TEMPLATE_TIME_CHOICES.map(templateMinute)).toEqual(TEMPLATE_TIME_CHOICES.map((_, i) => 360 + 30 * i));
  });

  it('refuse anything else', () => {
    for (const t of ['05:30', '01:00', '09:15', '9:00', '24:00', 'N/A', '', '12:60']) expect(templateMinute(t)).toBeNull();
  });

  it('format back to the same text', () => {
    fc.assert(fc.property(fc.constantFrom(...TEMPLATE_TIME_CHOICES), (t) => expect(formatMinute(templateMinute(t)!)).toBe(t)));
  });
});

describe('templateErrors', () => {
  it('accepts the default template', () => {
    expect(templateErrors(defaultTemplate(A))).toEqual([]);
    expect(defaultTemplate(A).workingDays.map((d) => [d.weekDay, d.available, d.timeSlots])).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((d) => [d, false, [{ centreId: A, startTime: '09:00', endTime: '17:00' }]]),
    );
  });

  it('names each wrong slot: not a choice, end not after start, overlaps across centres', () => {
    const t = week({
      1: {
        slots: [slot('08:00', '12:00'), slot('11:30', '13:00', B), slot('13:00', '18:00')],
      },
      2: {
        slots: [slot('17:00', '09:00'), slot('09:10', '10:00'), slot('10:00', '10:00')],
      },
      3: { slots: [slot('N/A', '10:00'), slot('22:00', '00:30')] },
    });
    expect(templateErrors(t)).toEqual([
      { field: 'workingDays.1.timeSlots.1.startTime', code: 'timeSlotOverlap' },
      { field: 'workingDays.2.timeSlots.0.endTime', code: 'timeSlotOrder' },
      { field: 'workingDays.2.timeSlots.1.startTime', code: 'timeSlotChoice' },
      { field: 'workingDays.2.timeSlots.2.endTime', code: 'timeSlotOrder' },
    ]);
  });

  it('wants seven days, each weekday once', () => {
    const six = { workingDays: week({}).workingDays.slice(1) };
    expect(templateErrors(six)).toEqual([{ field: 'workingDays', code: 'weekDaysIncomplete' }]);
    const twice = {
      workingDays: week({}).workingDays.map((d) => ({
        ...d,
        weekDay: d.weekDay === 0 ? 1 : d.weekDay,
      })),
    };
    expect(templateErrors(twice)).toEqual([{ field: 'workingDays', code: 'weekDaysIncomplete' }]);
  });

  it('accepts every template of sorted, disjoint choices (property)', () => {
    const dayArb = fc.uniqueArray(fc.integer({ min: 0, max: TEMPLATE_TIME_CHOICES.length - 1 }), { maxLength: 8 }).map((idx) => {
      const s = [...idx].sort((a, b) => a - b);
      const slots: TemplateTimeSlot[] = [];
      for (let k = 0; k + 1 < s.length; k += 2) slots.push(slot(TEMPLATE_TIME_CHOICES[s[k]], TEMPLATE_TIME_CHOICES[s[k + 1]], k % 4 ? A : B));
      return slots;
    });
    fc.assert(
      fc.property(fc.array(dayArb, { minLength: 7, maxLength: 7 }), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), (days, avail) => {
        const t: ScheduleTemplate = {
          workingDays: days
            .map((timeSlots, weekDay) => ({
              weekDay,
              available: avail[weekDay],
              timeSlots,
            }))
            .reverse(),
        };
        expect(templateErrors(t)).toEqual([]);
        const n = normaliseTemplate(t);
        expect(n.workingDays.map((d) => d.weekDay)).toEqual([0, 1, 2, 3, 4, 5, 6]);
        // Per centre, an available day's minutes are that centre's slots; unavailable days none.
        const both = [templateIntervals(n, A), templateIntervals(n, B)];
        n.workingDays.forEach((d) => {
          const total = both.reduce((s, c) => s + c[d.weekDay].reduce((x, i) => x + i.end - i.start, 0), 0);
          const expected = d.available ? d.timeSlots.reduce((x, s) => x + templateMinute(s.endTime)! - templateMinute(s.startTime)!, 0) : 0;
          expect(total).toBe(expected);
        });
      }),
    );
  });

  it('finds every swapped or overlapping slot it is given (property)', () => {
    const choice = fc.integer({
      min: 0,
      max: TEMPLATE_TIME_CHOICES.length - 1,
    });
    fc.assert(
      fc.property(choice, choice, (a, b) => {
        fc.pre(a !== b);
        const [lo, hi] = a < b ? [a, b] : [b, a];
        const swapped = week({
          4: {
            slots: [slot(TEMPLATE_TIME_CHOICES[hi], TEMPLATE_TIME_CHOICES[lo])],
          },
        });
        expect(templateErrors(swapped).map((e) => e.code)).toEqual(['timeSlotOrder']);
        const twice = week({
          4: {
            slots: [slot(TEMPLATE_TIME_CHOICES[lo], TEMPLATE_TIME_CHOICES[hi]), slot(TEMPLATE_TIME_CHOICES[lo], TEMPLATE_TIME_CHOICES[hi], B)],
          },
        });
        expect(templateErrors(twice)).toEqual([
          {
            field: 'workingDays.4.timeSlots.1.startTime',
            code: 'timeSlotOverlap',
          },
        ]);
      }),
    );
  });

  it('drops N/A slots and sorts the rest on normalising', () => {
    const t = week({
      1: {
        slots: [slot('14:00', '18:00'), slot('N/A', 'N/A'), slot('08:00', '12:00', B)],
      },
    });
    expect(normaliseTemplate(t).workingDays[1].timeSlots).toEqual([slot('08:00', '12:00', B), slot('14:00', '18:00')]);
  });
});
