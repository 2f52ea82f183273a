/**
 * Contact lists in the react-admin simple-rest dialect (stack-notes §3.1): sort, range, filter,
 * `q` search and Content-Range, checked on raw requests and through ra-data-simple-rest itself.
 */
import { eq } from 'drizzle-orm';
import simpleRestProvider from 'ra-data-simple-rest';
import { contacts } from '../../../src/server/db/schema';
import { recordCountsChanged } from '../../../src/server/records/countCache';
import { DB_KINDS } from '../support/testApp';
import { listQuery, recordsWorld, type RecordsWorld } from './recordsWorld';

const PEOPLE: [string, string, string, string, string][] = [
  // firstName, lastName, city, dateOfBirth, sex
  ['Anna', 'Muster', 'Bern', '1980-05-01', 'Female'],
  ['beat', 'amsler', 'Zürich', '1975-01-20', 'Male'],
  ['Chiara', 'Bernasconi', 'Lugano', '1990-12-31', 'Female'],
  ['Daniel', 'Zwahlen', 'Bern', '2001-07-07', 'Male'],
  ['Élodie', 'Favre', 'Genève', '1985-03-15', 'Female'],
  ['Fritz', 'Muster', 'Thun', '1950-09-09', 'Male'],
];

describe.each(DB_KINDS)('contact lists on %s', (kind) => {
  let w: RecordsWorld;
  let base: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    w = await recordsWorld(kind);
    base = `/api/clinics/${w.a.centreId}/contacts`;
    for (const [firstName, lastName, city, dateOfBirth, sex] of PEOPLE) {
      const tags = lastName === 'Muster' ? ['Familie Muster'] : [];
      const res = await w.call('POST', base, { firstName, lastName, dateOfBirth, sex, Address: { city }, email: `${firstName.toLowerCase()}@example.ch`, tags });
      ids[firstName] = res.json().contact_id;
    }
    await w.call('PATCH', `${base}/${ids.Fritz}`, { status: 'archived', phone: '' });
    await w.callB('POST', `/api/clinics/${w.b.centreId}/contacts`, { firstName: 'Anna', lastName: 'Muster' });
  });
  afterAll(() => w.t.close());

  const list = async (q: Parameters<typeof listQuery>[0]) => {
    const res = await w.call('GET', `${base}${listQuery(q)}`);
    expect(res.statusCode).toBe(200);
    return { res, names: (res.json() as { firstName: string }[]).map((c) => c.firstName) };
  };

  it('answers a page with Content-Range and the total of the centre only', async () => {
    const { res, names } = await list({ sort: ['lastName', 'ASC'], range: [0, 2] });
    expect(res.headers['content-range']).toBe('contacts 0-2/6');
    expect(names).toEqual(['beat', 'Chiara', 'Élodie']);
    const next = await list({ sort: ['lastName', 'ASC'], range: [3, 5] });
    expect(next.res.headers['content-range']).toBe('contacts 3-5/6');
    // The two Musters tie; the id decides between them.
    expect([...next.names.slice(0, 2)].sort()).toEqual(['Anna', 'Fritz']);
    expect(next.names[2]).toBe('Daniel');
    const empty = await list({ range: [10, 19] });
    expect(empty.res.headers['content-range']).toBe('contacts */6');
  });

  it('sorts case-insensitively both ways, with the id breaking ties', async () => {
    // É sorts with E (ICU collation), not after Z.
    expect((await list({ sort: ['firstName', 'DESC'] })).names).toEqual(['Fritz', 'Élodie', 'Daniel', 'Chiara', 'beat', 'Anna']);
    expect((await list({ sort: ['dateOfBirth', 'ASC'] })).names).toEqual(['Fritz', 'beat', 'Anna', 'Élodie', 'Chiara', 'Daniel']);
    const tie = (await list({ sort: ['lastName', 'DESC'] })).res.json() as { lastName: string; contact_id: string }[];
    const musters = tie.filter((c) => c.lastName === 'Muster').map((c) => c.contact_id);
    expect(musters).toEqual([...musters].sort().reverse());
    expect((await list({ sort: ['Address.city', 'ASC'] })).names.slice(0, 2).sort()).toEqual(['Anna', 'Daniel']);
  });

  it('sorts names as people read them: Ü with U, not after Z (issue 13)', async () => {
    const bBase = `/api/clinics/${w.b.centreId}/contacts`;
    const names = ['Zwygart', 'Übersax', 'Ulrich', 'Ueli', 'Abächerli', 'Öztürk', 'Oberholzer'];
    for (const lastName of names) {
      expect((await w.callB('POST', bBase, { firstName: 'X', lastName })).statusCode).toBe(201);
    }
    const res = await w.callB('GET', `${bBase}${listQuery({ sort: ['lastName', 'ASC'] })}`);
    expect((res.json() as { lastName: string }[]).map((c) => c.lastName).filter((n) => names.includes(n))).toEqual(['Abächerli', 'Oberholzer', 'Öztürk', 'Übersax', 'Ueli', 'Ulrich', 'Zwygart']);
  });

  it('serves the same list at GET /api/contacts/clinic/{id}/fetchClinicContactList', async () => {
    const res = await w.call('GET', `/api/contacts/clinic/${w.a.centreId}/fetchClinicContactList${listQuery({ sort: ['lastName', 'ASC'], range: [0, 1] })}`);
    expect(res.headers['content-range']).toBe('contacts 0-1/6');
    expect(res.json().map((c: { firstName: string }) => c.firstName)).toEqual(['beat', 'Chiara']);
    expect((await w.callB('GET', `/api/contacts/clinic/${w.a.centreId}/fetchClinicContactList`)).statusCode).toBe(404);
  });

  it('uses the default sort (last name) without a sort parameter and sorts by id when asked', async () => {
    expect((await list({})).names[0]).toBe('beat');
    const byId = (await list({ sort: ['id', 'ASC'] })).res.json() as { id: string }[];
    expect(byId.map((c) => c.id)).toEqual(byId.map((c) => c.id).sort());
  });

  it('filters on filterable fields', async () => {
    expect((await list({ filter: { sex: 'Male' }, sort: ['firstName', 'ASC'] })).names).toEqual(['beat', 'Daniel', 'Fritz']);
    expect((await list({ filter: { status: 'archived' } })).names).toEqual(['Fritz']);
    expect((await list({ filter: { dateOfBirth_gte: '1980-01-01', dateOfBirth_lte: '1990-12-31' }, sort: ['dateOfBirth', 'ASC'] })).names).toEqual(['Anna', 'Élodie', 'Chiara']);
    expect((await list({ filter: { 'Address.city': 'ber' }, sort: ['firstName', 'ASC'] })).names).toEqual(['Anna', 'Daniel']);
    const tagId = ((await w.call('GET', `${base}/${ids.Anna}`)).json().tagIds as string[])[0];
    expect((await list({ filter: { tagIds: tagId }, sort: ['firstName', 'ASC'] })).names).toEqual(['Anna', 'Fritz']);
    expect((await list({ filter: { sex: ['Male', 'Female'], status: 'active' } })).res.headers['content-range']).toBe('contacts 0-4/5');
  });

  it('searches first name, last name, e-mail and city with q, every word anywhere', async () => {
    expect((await list({ filter: { q: 'muster' }, sort: ['firstName', 'ASC'] })).names).toEqual(['Anna', 'Fritz']);
    expect((await list({ filter: { q: 'anna bern' } })).names).toEqual(['Anna']);
    expect((await list({ filter: { q: 'ZÜRICH' } })).names).toEqual(['beat']);
    expect((await list({ filter: { q: 'elodie' } })).names).toEqual(['Élodie']);
    expect((await list({ filter: { q: 'zurich' } })).names).toEqual(['beat']);
    expect((await list({ filter: { q: 'chiara@example' } })).names).toEqual(['Chiara']);
    expect((await list({ filter: { q: '100%_' } })).names).toEqual([]);
    expect((await list({ filter: { q: '' } })).res.headers['content-range']).toBe('contacts 0-5/6');
  });

  it('gets many by id (getMany) and children by parent (getManyReference)', async () => {
    const bOnly = (await w.callB('GET', `/api/clinics/${w.b.centreId}/contacts`)).json()[0].contact_id;
    const many = await list({ filter: { id: [ids.Anna, ids.Chiara, bOnly, 'nonsense'] }, sort: ['firstName', 'ASC'] });
    expect(many.names).toEqual(['Anna', 'Chiara']);
    const child = await w.call('POST', `/api/contacts/${ids.Anna}/clinics/${w.a.centreId}/child`, { firstName: 'Mia', lastName: 'Muster' });
    expect((await list({ filter: { parent_fk: ids.Anna } })).names).toEqual(['Mia']);
    await w.call('DELETE', `${base}/${child.json().contact_id}`);
  });

  it('keeps the total exact across writes (the count is reused only until the centre changes)', async () => {
    const total = async () => (await list({ filter: { status: 'active' } })).res.headers['content-range'];
    expect(await total()).toBe('contacts 0-4/5');
    const created = (await w.call('POST', base, { firstName: 'Zora', lastName: 'Zeller' })).json();
    expect(await total()).toBe('contacts 0-5/6');
    await w.call('PATCH', `${base}/${created.contact_id}`, { status: 'archived', phone: '' });
    expect(await total()).toBe('contacts 0-4/5');
    await w.call('DELETE', `${base}/${created.contact_id}`);
    // Rows written outside the plugin (an import) count once the writer says so.
    await w.t.ctx.db.insert(contacts).values({ centreId: w.a.centreId, firstName: 'Imp', lastName: 'Ort' });
    recordCountsChanged(w.t.ctx.db, w.a.centreId);
    expect(await total()).toBe('contacts 0-5/6');
    await w.t.ctx.db.delete(contacts).where(eq(contacts.firstName, 'Imp'));
    recordCountsChanged(w.t.ctx.db, w.a.centreId);
    expect(await total()).toBe('contacts 0-4/5');
  });

  it.each([
    ['an unsortable field', `?sort=${encodeURIComponent('["notes","ASC"]')}`, 'sort:invalidSort'],
    ['an unknown sort field', `?sort=${encodeURIComponent('["password","ASC"]')}`, 'sort:invalidSort'],
    ['a bad sort order', `?sort=${encodeURIComponent('["lastName","UP"]')}`, 'sort:invalidSort'],
    ['a non-filterable field', `?filter=${encodeURIComponent('{"notes":"x"}')}`, 'filter.notes:invalidFilter'],
    ['a filter on a column that is not exposed', `?filter=${encodeURIComponent('{"centre_id":"x"}')}`, 'filter.centre_id:invalidFilter'],
    ['a bad date filter', `?filter=${encodeURIComponent('{"dateOfBirth_gte":"yesterday"}')}`, 'filter.dateOfBirth_gte:invalidFilter'],
    ['filter that is not JSON', '?filter=%7Bnope', 'filter:invalidFilter'],
    ['a filter array', `?filter=${encodeURIComponent('[1]')}`, 'filter:invalidFilter'],
    ['a reversed range', `?range=${encodeURIComponent('[5,2]')}`, 'range:invalidRange'],
    ['a page over 1000 rows', `?range=${encodeURIComponent('[0,1000]')}`, 'range:invalidRange'],
  ])('rejects %s', async (_label, qs, expected) => {
    const res = await w.call('GET', `${base}${qs}`);
    expect(res.statusCode).toBe(400);
    const e = res.json().errors[0];
    expect(`${e.field}:${e.code}`).toBe(expected);
  });

  it('works with ra-data-simple-rest unchanged', async () => {
    const httpClient = async (url: string, options: { method?: string; body?: string; headers?: Headers } = {}) => {
      const res = await w.t.app.inject({
        method: (options.method ?? 'GET') as 'GET',
        url,
        headers: { ...w.a.owner.headers, ...Object.fromEntries(options.headers?.entries() ?? []), ...(options.body ? { 'content-type': 'application/json' } : {}) },
        payload: options.body,
      });
      if (res.statusCode >= 400) throw new Error(`${res.statusCode} ${res.body}`);
      const headers = new Headers(Object.entries(res.headers).map(([k, v]): [string, string] => [k, String(v)]));
      return { status: res.statusCode, headers, body: res.body, json: res.body ? JSON.parse(res.body) : undefined };
    };
    const dp = simpleRestProvider(`/api/clinics/${w.a.centreId}`, httpClient as never);
    const page = await dp.getList('contacts', { pagination: { page: 2, perPage: 2 }, sort: { field: 'lastName', order: 'ASC' }, filter: { status: 'active' } });
    expect(page.total).toBe(5);
    expect(page.data.map((c) => c.firstName)).toEqual(['Élodie', 'Anna']);
    const created = await dp.create('contacts', { data: { firstName: 'Ruth', lastName: 'Roth' } });
    expect(created.data.id).toBeDefined();
    const one = await dp.getOne('contacts', { id: created.data.id });
    const updated = await dp.update('contacts', { id: created.data.id, data: { ...one.data, company: 'Roth AG' }, previousData: one.data });
    expect(updated.data.company).toBe('Roth AG');
    const many = await dp.getMany('contacts', { ids: [created.data.id, ids.Anna] });
    expect(many.data.map((c) => c.firstName).sort()).toEqual(['Anna', 'Ruth']);
    const ref = await dp.getManyReference('contacts', { target: 'sex', id: 'Male', pagination: { page: 1, perPage: 10 }, sort: { field: 'firstName', order: 'ASC' }, filter: {} });
    expect(ref.data.map((c) => c.firstName)).toEqual(['beat', 'Daniel', 'Fritz']);
    const deleted = await dp.delete('contacts', { id: created.data.id, previousData: updated.data });
    expect(deleted.data.firstName).toBe('Ruth');
    const tags = await simpleRestProvider('/api', httpClient as never).getList('tags', { pagination: { page: 1, perPage: 25 }, sort: { field: 'value', order: 'ASC' }, filter: {} });
    expect(tags.data.map((t) => t.value)).toEqual(['Familie Muster']);
  });
});
