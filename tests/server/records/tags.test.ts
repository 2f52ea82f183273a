/** Tags: GET /api/tags and POST /api/tags {value} (spec §7), scoped to the caller's centre. */
import { eq } from 'drizzle-orm';
import { userSettings } from '../../../src/server/db/schema';
import { addMember } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from './recordsWorld';

describe.each(DB_KINDS)('tags on %s', (kind) => {
  let w: RecordsWorld;
  beforeAll(async () => {
    w = await recordsWorld(kind);
  });
  afterAll(() => w.t.close());

  const values = async (url: string, as = w.call) => ((await as('GET', url)).json() as { value: string }[]).map((t) => t.value);

  it('creates a tag in the active centre and lists the tags as _id and value', async () => {
    const res = await w.call('POST', '/api/tags', { value: 'Rücken' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ value: 'Rücken', centre_fk: w.a.centreId });
    expect(res.json()._id).toBe(res.json().id);
    const list = await w.call('GET', '/api/tags');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('tags 0-0/1');
    expect(list.json()).toEqual([expect.objectContaining({ _id: res.json()._id, value: 'Rücken' })]);
  });

  it('answers the existing tag when the value exists in any case', async () => {
    const first = await w.call('POST', '/api/tags', { value: 'Sport' });
    const again = await w.call('POST', '/api/tags', { value: ' sport ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(first.json()._id);
    expect((await values('/api/tags')).filter((v) => v.toLowerCase() === 'sport')).toEqual(['Sport']);
  });

  it('takes the centre from centreId (query or body) and keeps centres apart', async () => {
    // A second centre where A's owner is also a member.
    await addMember(w.t.ctx, w.b.centreId, w.a.owner, 'ADMIN');
    const inB = await w.call('POST', `/api/tags?centreId=${w.b.centreId}`, { value: 'Sport' });
    expect(inB.statusCode).toBe(201);
    const viaBody = await w.call('POST', '/api/tags', { value: 'Nacken', centreId: w.b.centreId });
    expect(viaBody.json().centre_fk).toBe(w.b.centreId);
    expect(await values(`/api/tags?centreId=${w.b.centreId}`)).toEqual(['Nacken', 'Sport']);
    expect(await values('/api/tags')).not.toContain('Nacken');
    // Switching the active centre switches the list.
    await w.t.ctx.db.update(userSettings).set({ activeCentreId: w.b.centreId }).where(eq(userSettings.userId, w.a.owner.userId));
    expect(await values('/api/tags')).toEqual(['Nacken', 'Sport']);
    await w.t.ctx.db.update(userSettings).set({ activeCentreId: w.a.centreId }).where(eq(userSettings.userId, w.a.owner.userId));
  });

  it('answers 404 for a centre the caller does not belong to', async () => {
    const c = await w.call('POST', '/api/clinics/' + w.a.centreId + '/contacts', { firstName: 'X', lastName: 'Y' });
    expect(c.statusCode).toBe(201);
    const foreign = await w.callB('GET', `/api/tags?centreId=${w.a.centreId}`);
    expect(foreign.statusCode).toBe(404);
    const post = await w.callB('POST', `/api/tags?centreId=${w.a.centreId}`, { value: 'Eindringling' });
    expect(post.statusCode).toBe(404);
    expect(await values('/api/tags')).not.toContain('Eindringling');
  });

  it.each([
    [{}, 'value:required'],
    [{ value: '' }, 'value:required'],
    [{ value: 'x'.repeat(51) }, 'value:tooLong'],
    [{ value: 'ok', colour: 'red' }, 'colour:unknownField'],
  ])('rejects %p', async (body, expected) => {
    const res = await w.call('POST', '/api/tags', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual([expected]);
  });

  it('renames a tag but never into a duplicate, and a deleted tag leaves the contacts', async () => {
    const base = `/api/clinics/${w.a.centreId}/tags`;
    const a = (await w.call('POST', base, { value: 'Knie' })).json();
    const b = (await w.call('POST', base, { value: 'Hüfte' })).json();
    const dup = await w.call('PUT', `${base}/${b._id}`, { value: 'KNIE' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual([{ field: 'value', code: 'alreadyExists', message: 'errors.alreadyExists' }]);
    expect((await w.call('PATCH', `${base}/${b._id}`, { value: 'Hüfte links' })).json().value).toBe('Hüfte links');

    const contact = (await w.call('POST', `/api/clinics/${w.a.centreId}/contacts`, { firstName: 'T', lastName: 'T', tagIds: [a._id, b._id] })).json();
    expect(contact.tags.sort()).toEqual(['Hüfte links', 'Knie']);
    expect((await w.call('DELETE', `${base}/${a._id}`)).statusCode).toBe(200);
    const after = (await w.call('GET', `/api/clinics/${w.a.centreId}/contacts/${contact.contact_id}`)).json();
    expect(after.tagIds).toEqual([b._id]);
    expect(after.tags).toEqual(['Hüfte links']);
  });
});
