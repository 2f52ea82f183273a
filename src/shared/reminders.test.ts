import fc from 'fast-check';
import {
  DEFAULT_REMINDER_HOURS,
  FIRST_REMINDER_HOURS,
  REMINDER_HORIZON_HOURS,
  SECOND_REMINDER_HOURS,
  parseLeadHours,
  plannedReminders,
  reconcileReminders,
  reminderKey,
  reminderLeads,
  type PlannedReminder,
} from './reminders';

const HOUR = 3_600_000;
const leads = fc.record({ reminder1: fc.constantFrom(...FIRST_REMINDER_HOURS), reminder2: fc.constantFrom(...SECOND_REMINDER_HOURS) });
const now = fc.integer({ min: 1.7e12, max: 1.9e12 }).map((ms) => new Date(ms));
const status = fc.constantFrom('CONFIRMED', 'BOOKED', 'UNCONFIRMED', 'CANCELLED', 'DENIED', 'DELETED', 'FINISHED', 'DRAFT');

describe('reminder lead times (held as "24h", stored as hours)', () => {
  it('parses the offered choices and refuses anything else', () => {
    expect(['12h', '24h', '48h', '1h', '2h', '3h'].map(parseLeadHours)).toEqual([12, 24, 48, 1, 2, 3]);
    expect(parseLeadHours(24)).toBe(24);
    for (const bad of ['24', 'h', '-2h', '2.5h', '', null, undefined, 0, 1.5, {}]) expect(parseLeadHours(bad)).toBeNull();
  });

  it('defaults to 24 h and 2 h, also for values outside the choices', () => {
    expect(reminderLeads(undefined, undefined)).toEqual(DEFAULT_REMINDER_HOURS);
    expect(reminderLeads('72h', 5)).toEqual({ reminder1: 24, reminder2: 2 });
    expect(reminderLeads('48h', '3h')).toEqual({ reminder1: 48, reminder2: 3 });
  });
});

describe('planned reminders', () => {
  it('are due exactly the lead time before the start, always in the future, only for a remindable status with a client', () => {
    fc.assert(
      fc.property(now, fc.integer({ min: -10 * HOUR, max: 10 * 24 * HOUR }), status, fc.boolean(), leads, (at, ahead, st, hasClient, l) => {
        const startsAt = new Date(at.getTime() + ahead);
        const planned = plannedReminders({ startsAt, status: st, hasClient }, l, at);
        for (const p of planned) {
          expect(p.dueAt.getTime()).toBe(startsAt.getTime() - l[p.kind] * HOUR);
          expect(p.dueAt.getTime()).toBeGreaterThan(at.getTime());
          expect(p.startsAt).toBe(startsAt);
        }
        if (!hasClient || !['CONFIRMED', 'BOOKED'].includes(st) || ahead > REMINDER_HORIZON_HOURS * HOUR) expect(planned).toEqual([]);
        // Within the horizon, every reminder whose due time is ahead is planned (none lost).
        else expect(planned.map((p) => p.kind)).toEqual((['reminder1', 'reminder2'] as const).filter((k) => ahead > l[k] * HOUR));
      }),
    );
  });

  it('skip the past-due first reminder of an appointment booked 10 hours ahead', () => {
    const at = new Date('2027-03-01T08:00:00Z');
    const planned = plannedReminders({ startsAt: new Date('2027-03-01T18:00:00Z'), status: 'CONFIRMED', hasClient: true }, DEFAULT_REMINDER_HOURS, at);
    expect(planned).toEqual([{ kind: 'reminder2', startsAt: new Date('2027-03-01T18:00:00Z'), dueAt: new Date('2027-03-01T16:00:00Z') }]);
  });
});

describe('reconciling the queue with the plan', () => {
  const plannedArb = fc.uniqueArray(
    fc.record({ kind: fc.constantFrom('reminder1' as const, 'reminder2' as const), startsAt: fc.integer({ min: 0, max: 5 }).map((h) => new Date(1.8e12 + h * HOUR)), dueAt: fc.integer({ min: 0, max: 5 }).map((h) => new Date(1.7e12 + h * HOUR)) }),
    { selector: (p) => p.kind, maxLength: 2 },
  );

  it('after cancelling and sending, the queue holds exactly the plan; an unchanged plan changes nothing', () => {
    fc.assert(
      fc.property(plannedArb, plannedArb, (before, after) => {
        const scheduled = before.map((p, i) => ({ ...p, jobId: `job-${i}` }));
        const { cancel, send } = reconcileReminders(scheduled, after);
        const kept = scheduled.filter((s) => !cancel.includes(s));
        const result: PlannedReminder[] = [...kept.map(({ kind, startsAt, dueAt }) => ({ kind, startsAt, dueAt })), ...send];
        const norm = (xs: PlannedReminder[]) => xs.map((x) => reminderKey('a', x.kind, x.startsAt) + x.dueAt.toISOString()).sort();
        expect(norm(result)).toEqual(norm(after));
        expect(reconcileReminders(scheduled, before)).toEqual({ cancel: [], send: [] });
      }),
    );
  });

  it('a moved start cancels the old job and sends a new one', () => {
    const old = { kind: 'reminder2' as const, startsAt: new Date('2027-03-01T18:00:00Z'), dueAt: new Date('2027-03-01T16:00:00Z'), jobId: 'j1' };
    const moved = { kind: 'reminder2' as const, startsAt: new Date('2027-03-02T18:00:00Z'), dueAt: new Date('2027-03-02T16:00:00Z') };
    expect(reconcileReminders([old], [moved])).toEqual({ cancel: [old], send: [moved] });
  });

  it('keys differ by appointment, kind and start', () => {
    const t = new Date('2027-03-01T18:00:00Z');
    const keys = new Set([reminderKey('a', 'reminder1', t), reminderKey('b', 'reminder1', t), reminderKey('a', 'reminder2', t), reminderKey('a', 'reminder1', new Date(t.getTime() + 60_000))]);
    expect(keys.size).toBe(4);
  });
});
