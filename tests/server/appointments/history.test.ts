import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld } from '../centres/world';
import { create, slot } from './world';

describe.each(DB_KINDS)('history entries (treatment notes) on %s', (kind) => {
  const w = useClinicsWorld(kind);

  it('keeps every version with its author, audits without the text, and stays in the practice', async () => {
    const appointmentId = (await create(w, w.a.owner, slot(w.a, '2027-04-01', '09:00', '10:00'))).json().appointment_id;
    const first = await call(w.t, w.a.provider, 'POST', '/api/historyEntry/createHistoryEntry', { appointmentId, text: 'Schulter rechts, Mobilisation' });
    expect(first.statusCode).toBe(201);
    const entryId = first.json().historyEntryId;
    expect(first.json()).toMatchObject({ appointmentId, version: 1, authorId: w.a.provider.userId });
    const second = await call(w.t, w.a.admin, 'POST', '/api/historyEntry/updateHistoryEntry', { historyEntryId: entryId, text: 'Schulter links, Mobilisation' });
    expect(second.json()).toMatchObject({ historyEntryId: entryId, version: 2, authorId: w.a.admin.userId, text: 'Schulter links, Mobilisation' });
    await call(w.t, w.a.provider, 'POST', '/api/historyEntry/createHistoryEntry', { appointmentId, text: 'Übungen gezeigt' });
    const full = await call(w.t, w.a.owner, 'GET', `/api/historyEntry/appointment/${appointmentId}/getFullHistoryEntry`);
    expect(full.statusCode).toBe(200);
    expect(full.json().map((e: { text: string; versions: { text: string; version: number }[] }) => [e.text, e.versions.map((v) => `${v.version}:${v.text}`)])).toEqual([
      ['Schulter links, Mobilisation', ['1:Schulter rechts, Mobilisation', '2:Schulter links, Mobilisation']],
      ['Übungen gezeigt', ['1:Übungen gezeigt']],
    ]);
    const events = await w.t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.objectType, 'appointmentHistoryEntry'), eq(auditEvents.centreId, w.a.centreId)));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'create', 'read', 'update']);
    expect(JSON.stringify(events)).not.toContain('Schulter');
    // Another practice: not found, whatever it names.
    expect((await call(w.t, w.b.owner, 'GET', `/api/historyEntry/appointment/${appointmentId}/getFullHistoryEntry`)).statusCode).toBe(404);
    expect((await call(w.t, w.b.owner, 'POST', '/api/historyEntry/updateHistoryEntry', { historyEntryId: entryId, text: 'x' })).statusCode).toBe(404);
    expect((await call(w.t, w.b.owner, 'POST', '/api/historyEntry/createHistoryEntry', { appointmentId, text: 'x' })).statusCode).toBe(404);
    expect((await call(w.t, w.a.owner, 'POST', '/api/historyEntry/createHistoryEntry', { appointmentId, text: '   ' })).statusCode).toBe(400);
  });
});
