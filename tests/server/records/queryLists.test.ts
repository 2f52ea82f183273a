/**
 * Query lists (behaviour §7 "Query lists: get all of centre, createQueryList, PATCH and DELETE per
 * id"): GET /api/centre/{id}/queryLists, POST /api/centre/{id}/createQueryList, PATCH and DELETE
 * /api/queryLists/{id} — the last two in the centre the list belongs to.
 */
import { eq } from 'drizzle-orm';
import { userSettings } from '../../../src/server/db/schema';
import { addMember } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from './recordsWorld';

const errors = (res: { json(): { errors?: { field: string; code: string }[] } }) => (res.json().errors ?? []).map((e) => `${e.field}:${e.code}`);

describe.each(DB_KINDS)('query lists on %s', (kind) => {
  let w: RecordsWorld;
  beforeAll(async () => {
    w = await recordsWorld(kind);
  });
  afterAll(() => w.t.close());

  const create = (body: Record<string, unknown>) => w.call('POST', `/api/centre/${w.a.centreId}/createQueryList`, body);
  const names = async () => ((await w.call('GET', `/api/centre/${w.a.centreId}/queryLists`)).json() as { name: string }[]).map((q) => q.name);

  it('saves a client-list query and lists the centre’s queries', async () => {
    const res = await create({ name: 'Bern, Rücken', filter: { 'Address.city': 'Bern', sex: 'Female', q: 'müller' }, sort: { field: 'lastName', order: 'ASC' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Bern, Rücken', resource: 'contacts', filter: { 'Address.city': 'Bern', sex: 'Female', q: 'müller' }, centre_fk: w.a.centreId });
    await create({ name: 'Alle Dienstleistungen online', resource: 'services', filter: { onlineBooking: true } });
    const list = await w.call('GET', `/api/centre/${w.a.centreId}/queryLists`);
    expect(list.headers['content-range']).toBe('query-lists 0-1/2');
    expect(await names()).toEqual(['Alle Dienstleistungen online', 'Bern, Rücken']);
  });

  it('replays a saved filter against its list', async () => {
    await w.call('POST', `/api/clinics/${w.a.centreId}/contacts`, { firstName: 'Anna', lastName: 'Müller', sex: 'Female', Address: { city: 'Bern' } });
    await w.call('POST', `/api/clinics/${w.a.centreId}/contacts`, { firstName: 'Beat', lastName: 'Müller', sex: 'Male', Address: { city: 'Bern' } });
    const [saved] = ((await w.call('GET', `/api/centre/${w.a.centreId}/queryLists?filter=${encodeURIComponent(JSON.stringify({ resource: 'contacts' }))}`)).json()) as {
      filter: Record<string, unknown>;
    }[];
    const found = await w.call('GET', `/api/clinics/${w.a.centreId}/contacts?filter=${encodeURIComponent(JSON.stringify(saved.filter))}`);
    expect(found.json().map((c: { firstName: string }) => c.firstName)).toEqual(['Anna']);
  });

  it.each([
    [{ name: 'X', resource: 'payrolls' }, 'resource:unknownList'],
    [{ name: 'X', resource: 'invoicing' }, 'resource:unknownList'],
    [{ name: 'X', filter: { notes: 'x' } }, 'filter:invalidFilter'],
    [{ name: 'X', filter: { dateOfBirth_gte: 'gestern' } }, 'filter:invalidFilter'],
    [{ name: 'X', sort: { field: 'notes', order: 'ASC' } }, 'sort:invalidSort'],
    [{ name: 'X', sort: { field: 'lastName', order: 'UP' } }, 'sort.order:invalidValue'],
    [{ name: 'X', filter: { q: 'x'.repeat(10_001) } }, 'filter:tooLarge'],
    [{ name: 'X', filter: 'city=Bern' }, 'filter:invalidType'],
    [{ name: '' }, 'name:required'],
  ])('refuses a query its list would not accept: %p', async (body, expected) => {
    expect(errors(await create(body))).toEqual([expected]);
  });

  it('keeps names unique in the centre, whatever the case, and another centre may reuse them', async () => {
    await create({ name: 'Doppelt' });
    expect(errors(await create({ name: 'doppelt' }))).toEqual(['name:alreadyExists']);
    const other = (await create({ name: 'Einzeln' })).json();
    expect(errors(await w.call('PATCH', `/api/queryLists/${other.query_list_id}`, { name: 'DOPPELT' }))).toEqual(['name:alreadyExists']);
    expect((await w.callB('POST', `/api/centre/${w.b.centreId}/createQueryList`, { name: 'Doppelt' })).statusCode).toBe(201);
  });

  it('changes and deletes a query in the centre it belongs to, whatever the active centre', async () => {
    const q = (await create({ name: 'Neu' })).json();
    const renamed = await w.call('PATCH', `/api/queryLists/${q.query_list_id}`, { name: 'Neukunden', filter: { status: 'active' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Neukunden', filter: { status: 'active' }, resource: 'contacts' });
    // Re-checked against the stored list when only the filter changes.
    expect(errors(await w.call('PATCH', `/api/queryLists/${q.query_list_id}`, { filter: { unknownField: 1 } }))).toEqual(['filter:invalidFilter']);
    // A member of two centres edits A's list while B is active.
    await addMember(w.t.ctx, w.b.centreId, w.a.owner, 'ADMIN');
    await w.t.ctx.db.update(userSettings).set({ activeCentreId: w.b.centreId }).where(eq(userSettings.userId, w.a.owner.userId));
    expect((await w.call('PATCH', `/api/queryLists/${q.query_list_id}`, { name: 'Neukunden 2025' })).json().centre_fk).toBe(w.a.centreId);
    await w.t.ctx.db.update(userSettings).set({ activeCentreId: w.a.centreId }).where(eq(userSettings.userId, w.a.owner.userId));
    const del = await w.call('DELETE', `/api/queryLists/${q.query_list_id}`);
    expect(del.statusCode).toBe(200);
    expect(await names()).not.toContain('Neukunden 2025');
    expect((await w.call('DELETE', `/api/queryLists/${q.query_list_id}`)).statusCode).toBe(404);
    expect((await w.call('PATCH', '/api/queryLists/not-a-uuid', { name: 'x' })).statusCode).toBe(404);
  });

  it('answers 404 to another centre for every call and changes nothing', async () => {
    const q = (await create({ name: 'Vertraulich', filter: { sex: 'Other' } })).json();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/centre/${w.a.centreId}/queryLists`],
      ['POST', `/api/centre/${w.a.centreId}/createQueryList`, { name: 'Eingeschleust' }],
      ['PATCH', `/api/queryLists/${q.query_list_id}`, { name: 'Übernommen' }],
      ['PATCH', `/api/queryLists/${q.query_list_id}?centreId=${w.b.centreId}`, { name: 'Übernommen' }],
      ['DELETE', `/api/queryLists/${q.query_list_id}`],
      ['DELETE', `/api/queryLists/${q.query_list_id}?centreId=${w.b.centreId}`],
    ];
    for (const [method, url, body] of calls) expect([method, url, (await w.callB(method, url, body)).statusCode]).toEqual([method, url, 404]);
    expect(((await w.callB('GET', `/api/centre/${w.b.centreId}/queryLists`)).json() as { name: string }[]).map((x) => x.name)).toEqual(['Doppelt']);
    expect((await w.call('GET', `/api/clinics/${w.a.centreId}/query-lists/${q.query_list_id}`)).json()).toMatchObject({ name: 'Vertraulich', filter: { sex: 'Other' } });
    expect(await names()).not.toContain('Eingeschleust');
  });
});
