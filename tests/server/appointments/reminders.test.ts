/**
 * Appointment reminders on the job queue (issue 9 §6): scheduled with the change, due the lead
 * time before the start (settings, default 24 h and 2 h), moved with the appointment, dropped on
 * cancel and restored by its undo; the job itself, run with a controlled clock, sends once and
 * nothing for a stale job. (The server killed between scheduling and sending: remindersCrash.test.ts.)
 */
import { eq } from 'drizzle-orm';
import { appointmentReminders, appointments, jobEffects } from '../../../src/server/db/schema';
import { REMINDER_QUEUE, reminderEffectId, sendReminder, sweepReminders, type ReminderJob } from '../../../src/server/services/appointments/reminders';
import { grantSmsCredit } from '../../../src/server/services/sms/smsCredit';
import { bookingTimeParts } from '../../../src/shared/appointmentMessages';
import { reminderKey } from '../../../src/shared/reminders';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld } from '../centres/world';
import { cancel, create, slot, undo } from './world';
import { appointmentRow, clientOf, daysAhead, outboxOf, setCommunication } from './messaging';

const HOUR = 3_600_000;

/** A 30-minute slot starting about `hoursAhead` from now, in the Zurich wall clock (not across midnight). */
function slotAhead(hoursAhead: number): { date: string; startTime: string; endTime: string } {
  let start = new Date(Date.now() + hoursAhead * HOUR);
  if (bookingTimeParts(start, 'Europe/Zurich').time >= '23:00') start = new Date(start.getTime() - 2 * HOUR);
  const p = bookingTimeParts(start, 'Europe/Zurich');
  const [d, m, y] = p.date.split('.');
  const [h, min] = p.time.split(':').map(Number);
  const end = h * 60 + min + 30;
  return { date: `${y}-${m}-${d}`, startTime: p.time, endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}` };
}

describe.each(DB_KINDS)('appointment reminders on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const remindersOf = (id: string) => w.t.ctx.db.select().from(appointmentReminders).where(eq(appointmentReminders.appointmentId, id)).orderBy(appointmentReminders.kind);
  const job = (id: string) => w.t.ctx.jobs.get(REMINDER_QUEUE, id);
  const createAt = async (s: { date: string; startTime: string; endTime: string }, more: Record<string, unknown> = {}, c = w.a) => {
    const res = await create(w, c.owner, slot(c, s.date, s.startTime, s.endTime, { isEmail: false, ...more }));
    expect(res.statusCode).toBe(201);
    return res.json().appointment_id as string;
  };

  it('schedules both reminders 24 h and 2 h before the start, with the job due then', async () => {
    const contact = await clientOf(w, w.a, { email: 'a@example.ch' });
    const id = await createAt({ date: daysAhead(3), startTime: '10:00', endTime: '11:00' }, { contact_fk: contact });
    const { startsAt } = await appointmentRow(w, w.a, id);
    const rows = await remindersOf(id);
    expect(rows.map((r) => [r.kind, r.dueAt.getTime() - startsAt!.getTime()])).toEqual([['reminder1', -24 * HOUR], ['reminder2', -2 * HOUR]]);
    for (const r of rows) {
      const j = await job(r.jobId);
      expect(j).toMatchObject({ state: 'created', data: { centreId: w.a.centreId, appointmentId: id, kind: r.kind, startsAt: startsAt!.toISOString() } });
      expect(j!.startAfter.getTime()).toBe(r.dueAt.getTime());
    }
  });

  it('follows the centre’s lead times, skips a past-due reminder, and needs a client within the horizon', async () => {
    await setCommunication(w, w.b, { firstReminder: 48, secondReminder: 3 });
    const contact = await clientOf(w, w.b, { email: 'b@example.ch' });
    const far = await createAt({ date: daysAhead(4), startTime: '10:00', endTime: '11:00' }, { contact_fk: contact }, w.b);
    const { startsAt } = await appointmentRow(w, w.b, far);
    expect((await remindersOf(far)).map((r) => (startsAt!.getTime() - r.dueAt.getTime()) / HOUR)).toEqual([48, 3]);
    // Booked 20 hours ahead: the first reminder (48 h) is past due and never sent late.
    const soon = await createAt(slotAhead(20), { contact_fk: contact }, w.b);
    expect((await remindersOf(soon)).map((r) => r.kind)).toEqual(['reminder2']);
    expect(await remindersOf(await createAt(slotAhead(2), { contact_fk: contact }, w.b))).toEqual([]);
    expect(await remindersOf(await createAt({ date: daysAhead(3), startTime: '14:00', endTime: '15:00' }, {}, w.b))).toEqual([]);
    expect(await remindersOf(await createAt({ date: daysAhead(12), startTime: '10:00', endTime: '11:00' }, { contact_fk: contact }, w.b))).toEqual([]);
  });

  it('a move reschedules, a cancel drops them, the undo brings them back, a deletion drops them', async () => {
    const contact = await clientOf(w, w.a, { email: 'c@example.ch' });
    const id = await createAt({ date: daysAhead(3), startTime: '08:00', endTime: '09:00' }, { contact_fk: contact });
    const first = await remindersOf(id);
    const moved = await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/shortUpdate`, { date: daysAhead(4), startTime: '16:00', endTime: '17:00', isEmail: false });
    expect(moved.statusCode).toBe(200);
    for (const r of first) expect((await job(r.jobId))?.state).toBe('cancelled');
    const { startsAt } = await appointmentRow(w, w.a, id);
    const second = await remindersOf(id);
    expect(second.map((r) => r.startsAt.getTime())).toEqual([startsAt!.getTime(), startsAt!.getTime()]);
    for (const r of second) expect((await job(r.jobId))?.startAfter.getTime()).toBe(r.dueAt.getTime());

    expect((await cancel(w, w.a.provider, id, 'current')).statusCode).toBe(200);
    expect(await remindersOf(id)).toEqual([]);
    for (const r of second) expect((await job(r.jobId))?.state).toBe('cancelled');
    expect((await undo(w, w.a.provider, id)).statusCode).toBe(200);
    const third = await remindersOf(id);
    expect(third.map((r) => r.kind)).toEqual(['reminder1', 'reminder2']);
    for (const r of third) expect((await job(r.jobId))?.state).toBe('created');

    const deleted = await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/status`, { status: 'DELETED', isEmail: false });
    expect(deleted.statusCode).toBe(200);
    expect(await remindersOf(id)).toEqual([]);
    for (const r of third) expect((await job(r.jobId))?.state).toBe('cancelled');
  });

  it('the hourly sweep schedules an occurrence once it comes within the horizon (controlled clock)', async () => {
    const contact = await clientOf(w, w.a, { email: 'd@example.ch' });
    const series = await create(w, w.a.owner, slot(w.a, daysAhead(2), '07:00', '07:30', { contact_fk: contact, isEmail: false, repetition: { frequency: 'WEEKLY', interval: 1, end: 'OCCURRENCES', occurrences: 3 } }));
    expect(series.statusCode).toBe(201);
    const rows = await w.t.ctx.db.select().from(appointments).where(eq(appointments.seriesFk, series.json().series_fk)).orderBy(appointments.seriesIndex);
    // Only the first occurrence (2 days ahead) is within the 7-day horizon at creation.
    expect((await Promise.all(rows.map((r) => remindersOf(r.appointmentId)))).map((r) => r.length)).toEqual([2, 0, 0]);
    const later = new Date(rows[1].startsAt!.getTime() - 5 * 24 * HOUR);
    expect(await sweepReminders(w.t.ctx.db, w.t.ctx.jobs, later)).toBeGreaterThanOrEqual(1);
    const swept = await remindersOf(rows[1].appointmentId);
    expect(swept.map((r) => r.kind)).toEqual(['reminder1', 'reminder2']);
    expect(await remindersOf(rows[2].appointmentId)).toEqual([]);
    // Running it again changes nothing.
    await sweepReminders(w.t.ctx.db, w.t.ctx.jobs, later);
    expect((await remindersOf(rows[1].appointmentId)).map((r) => r.jobId)).toEqual(swept.map((r) => r.jobId));
  });

  it('the job sends the reminder once, by the centre’s channels; a stale job sends nothing (controlled clock)', async () => {
    await setCommunication(w, w.a, { smsFirstReminder: true });
    await grantSmsCredit(w.t.ctx.db, { centreId: w.a.centreId, credits: 5 });
    const contact = await clientOf(w, w.a, { email: 'e@example.ch', phone: '791234570', language: 'it', firstName: 'Eva' });
    const id = await createAt({ date: daysAhead(3), startTime: '12:00', endTime: '13:00' }, { contact_fk: contact });
    const [r1, r2] = await remindersOf(id);
    const data = (r: typeof r1): ReminderJob => ({ centreId: w.a.centreId, appointmentId: id, kind: r.kind, startsAt: r.startsAt.toISOString() });
    const atDue = (r: typeof r1) => new Date(r.dueAt.getTime() + 1000);

    const sent = await sendReminder(w.t.ctx.db, 'https://kura.test', data(r1), { id: r1.jobId, queue: REMINDER_QUEUE }, atDue(r1));
    expect(sent).toMatchObject({ sent: true, outcomes: [{ channel: 'email', status: 'queued' }, { channel: 'sms', status: 'queued' }] });
    const p = bookingTimeParts(r1.startsAt, 'Europe/Zurich');
    const mails = await outboxOf(w, contact);
    expect(mails.map((m) => `${m.template}:${m.channel}:${m.language}`)).toEqual(['reminder1:email:it', 'reminder1:sms:it']);
    expect(mails[0].subject).toMatch(new RegExp(`^Promemoria del suo appuntamento del \\S+ ${p.date.replace(/\./g, '\\.')} alle ${p.time}$`));
    expect((await remindersOf(id)).map((r) => r.kind)).toEqual(['reminder2']);
    // A second run of the same reminder (a retry, a duplicate job) does nothing.
    const again = await sendReminder(w.t.ctx.db, 'https://kura.test', data(r1), { id: '00000000-0000-4000-8000-000000000001', queue: REMINDER_QUEUE }, atDue(r1));
    expect(again).toEqual({ sent: false, why: 'alreadySent' });
    expect(await outboxOf(w, contact)).toHaveLength(2);

    // The appointment moved after the job was planned: that job is stale, claims nothing, sends nothing.
    await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/shortUpdate`, { startTime: '13:00', endTime: '14:00', isEmail: false });
    expect(await sendReminder(w.t.ctx.db, 'https://kura.test', data(r2), { id: r2.jobId, queue: REMINDER_QUEUE }, atDue(r2))).toEqual({ sent: false, why: 'stale' });
    const key = reminderEffectId(reminderKey(id, 'reminder2', r2.startsAt));
    expect(await w.t.ctx.db.select().from(jobEffects).where(eq(jobEffects.jobId, key))).toEqual([]);
    // Cancelled, or already begun: stale too.
    const [, moved2] = await remindersOf(id);
    await cancel(w, w.a.provider, id, 'current');
    expect(await sendReminder(w.t.ctx.db, 'https://kura.test', data(moved2), { id: moved2.jobId, queue: REMINDER_QUEUE }, atDue(moved2))).toEqual({ sent: false, why: 'stale' });
    await undo(w, w.a.provider, id);
    const [, restored] = await remindersOf(id);
    expect(await sendReminder(w.t.ctx.db, 'https://kura.test', data(restored), { id: restored.jobId, queue: REMINDER_QUEUE }, new Date(restored.startsAt.getTime() + 1000))).toEqual({ sent: false, why: 'stale' });
    expect((await outboxOf(w, contact)).filter((m) => m.template.startsWith('reminder'))).toHaveLength(2);
    await setCommunication(w, w.a, {});
  });
});
