/**
 * H1 audit completeness (DSV Art. 4): every action on a contact (create, read, list, update,
 * delete, import, export) and on a service (create, update, delete), done through the API,
 * leaves exactly one event naming who (user, role, centre), what (type, id), when and the action.
 */
import { files } from '../../../src/server/db/schema';
import { recordMetric } from '../../support/metrics';
import { DB_KINDS } from '../support/testApp';
import { csv, upload } from '../contactImport/support/importWorld';
import { listQuery, recordsWorld, type RecordsWorld } from '../records/recordsWorld';
import { eventsSince, lastEventId, type StoredEvent } from './auditSupport';

interface Expected {
  action: string;
  objectType: string;
  objectId: string | null;
}

describe.each(DB_KINDS)('audit coverage on %s', (kind) => {
  let w: RecordsWorld;
  const covered: string[] = [];
  const missing: string[] = [];
  beforeAll(async () => {
    w = await recordsWorld(kind);
  });
  afterAll(async () => {
    const cells = covered.length + missing.length;
    recordMetric({
      id: 'H1',
      figure: 'actions × objects covered, missing',
      value: `${covered.length}/${cells} covered, ${missing.length} missing${missing.length ? ` (${missing.join(', ')})` : ''}`,
      threshold: 'missing = 0',
      pass: cells > 0 && missing.length === 0,
      db: kind,
    });
    await w.t.close();
  });

  /** Runs `act` and checks it logged exactly one event, and that it is the expected one. */
  async function expectOneEvent(cell: string, act: () => Promise<Expected>): Promise<StoredEvent> {
    const before = await lastEventId(w.t, w.a.centreId);
    const startedAt = Date.now();
    const expected = await act();
    const events = await eventsSince(w.t, w.a.centreId, before);
    const ok = events.length === 1 && events[0].action === expected.action && events[0].objectType === expected.objectType;
    (ok ? covered : missing).push(cell);
    expect(events).toHaveLength(1);
    const [e] = events;
    expect(e).toMatchObject({
      centreId: w.a.centreId,
      userId: w.a.owner.userId,
      role: 'OWNER',
      action: expected.action,
      objectType: expected.objectType,
      objectId: expected.objectId,
    });
    expect(e.at.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(e.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    return e;
  }

  const contacts = () => `/api/clinics/${w.a.centreId}/contacts`;
  let contactId = '';

  it('contact × create', async () => {
    await expectOneEvent('contact×create', async () => {
      const res = await w.call('POST', contacts(), { firstName: 'Anna', lastName: 'Muster', ahvNumber: '756.1234.5678.97' });
      expect(res.statusCode).toBe(201);
      contactId = res.json().contact_id;
      return { action: 'create', objectType: 'contact', objectId: contactId };
    });
  });

  it('contact × read (one contact), without its values in the log', async () => {
    const e = await expectOneEvent('contact×read', async () => {
      expect((await w.call('GET', `${contacts()}/${contactId}`)).statusCode).toBe(200);
      return { action: 'read', objectType: 'contact', objectId: contactId };
    });
    expect(JSON.stringify(e.detail)).not.toMatch(/Anna|Muster|756/);
  });

  it('contact × read (list or search): one event per request with the count and filter keys', async () => {
    const e = await expectOneEvent('contact×list', async () => {
      const res = await w.call('GET', `${contacts()}${listQuery({ filter: { q: 'Anna' }, range: [0, 9] })}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
      return { action: 'read', objectType: 'contact', objectId: null };
    });
    expect(e.detail).toEqual({ count: 1, total: 1, filters: ['q'] });
  });

  it('contact × update names the changed fields, never their values', async () => {
    const e = await expectOneEvent('contact×update', async () => {
      expect((await w.call('PATCH', `${contacts()}/${contactId}`, { lastName: 'Meier', ahvNumber: '756.9217.0769.85' })).statusCode).toBe(200);
      return { action: 'update', objectType: 'contact', objectId: contactId };
    });
    expect(e.detail).toEqual({ fields: ['ahvNumber', 'lastName'].sort() });
    expect(JSON.stringify(e.detail)).not.toMatch(/Meier|756/);
  });

  it('contact × import: one event with counts', async () => {
    const e = await expectOneEvent('contact×import', async () => {
      const res = await upload(w, 'import', csv([['Vorname', 'Nachname'], ['Beat', 'Brunner'], ['Carla', 'Conti']]));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ created: 2, failed: 0 });
      return { action: 'import', objectType: 'contact', objectId: null };
    });
    expect(e.detail).toEqual({ rows: 2, created: 2, updated: 0, failed: 0 });
  });

  it('contact × export (the data download, with counts per table)', async () => {
    const e = await expectOneEvent('contact×export', async () => {
      expect((await w.call('GET', `/api/centre/${w.a.centreId}/download-data`)).statusCode).toBe(200);
      return { action: 'export', objectType: 'centre', objectId: w.a.centreId };
    });
    expect(e.detail).toMatchObject({ contacts: 3 });
  });

  it('document × export (download-document)', async () => {
    const content = Buffer.from('%PDF-1.4 Bericht');
    const storageKey = await w.t.ctx.files.put(w.a.centreId, content);
    const [file] = await w.t.ctx.db
      .insert(files)
      .values({ centreId: w.a.centreId, purpose: 'document', mimeType: 'application/pdf', size: content.length, originalName: 'Bericht.pdf', storageKey })
      .returning();
    await expectOneEvent('file×export', async () => {
      expect((await w.call('GET', `/api/centre/${w.a.centreId}/download-document?fileId=${file.id}`)).statusCode).toBe(200);
      return { action: 'export', objectType: 'file', objectId: file.id };
    });
  });

  it('contact × delete', async () => {
    await expectOneEvent('contact×delete', async () => {
      expect((await w.call('DELETE', `${contacts()}/${contactId}`)).statusCode).toBe(200);
      return { action: 'delete', objectType: 'contact', objectId: contactId };
    });
  });

  it('service × create, update, delete', async () => {
    const services = `/api/clinics/${w.a.centreId}/services`;
    let serviceId = '';
    await expectOneEvent('service×create', async () => {
      const res = await w.call('POST', services, { name: 'Massage 60', ppu: 12000 });
      expect(res.statusCode).toBe(201);
      serviceId = res.json().id;
      return { action: 'create', objectType: 'service', objectId: serviceId };
    });
    const update = await expectOneEvent('service×update', async () => {
      expect((await w.call('PATCH', `${services}/${serviceId}`, { ppu: 13000 })).statusCode).toBe(200);
      return { action: 'update', objectType: 'service', objectId: serviceId };
    });
    expect(update.detail).toEqual({ fields: ['ppu'] });
    await expectOneEvent('service×delete', async () => {
      expect((await w.call('DELETE', `${services}/${serviceId}`)).statusCode).toBe(200);
      return { action: 'delete', objectType: 'service', objectId: serviceId };
    });
  });

  it('a refused write (400) records nothing', async () => {
    const before = await lastEventId(w.t, w.a.centreId);
    const res = await w.call('POST', contacts(), { firstName: 'Anna', lastName: 'Muster', ahvNumber: '756.1234.5678.90' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(await eventsSince(w.t, w.a.centreId, before)).toEqual([]);
  });

  it('lists the events newest first with the user by name, filtered and paged (simple-rest)', async () => {
    const url = `/api/centres/${w.a.centreId}/audit-events`;
    const res = await w.call('GET', `${url}${listQuery({ filter: { object_type: 'contact', action: 'read' }, range: [0, 0] })}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('audit-events 0-0/2');
    const [latest] = res.json();
    expect(latest).toMatchObject({ action: 'read', object_type: 'contact', object_id: null, user_id: w.a.owner.userId, user_name: 'Test User', role: 'OWNER' });
    const byId = await w.call('GET', `${url}${listQuery({ filter: { object_id: contactId } })}`);
    expect(byId.json().map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'read', 'create']);
    const future = await w.call('GET', `${url}${listQuery({ filter: { at_gte: new Date(Date.now() + 60_000).toISOString() } })}`);
    expect(future.json()).toEqual([]);
    expect(future.headers['content-range']).toBe('audit-events */0');
    const badFilter = await w.call('GET', `${url}${listQuery({ filter: { detail: 'x' } })}`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0]).toMatchObject({ field: 'filter.detail', code: 'invalidFilter' });
  });

  it("another centre's owner cannot read or verify A's log (404), and B's log holds none of A's events", async () => {
    for (const path of ['audit-events', 'audit-events/verify']) {
      const res = await w.callB('GET', `/api/centres/${w.a.centreId}/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
    const own = await w.callB('GET', `/api/centres/${w.b.centreId}/audit-events`);
    expect(own.statusCode).toBe(200);
    expect(own.json().every((e: { centre_id: string }) => e.centre_id === w.b.centreId)).toBe(true);
  });
});
