/**
 * Contacts through the generic CRUD plugin: the spec's paths (behaviour §7 Contacts), the
 * contact rules (§4 update rule, §5 tags, e-mail, AHV, phone per country, max lengths) and the
 * family relation.
 */
import { DB_KINDS } from '../support/testApp';
import { addMember, createUser } from '../support/fixtures';
import { recordsWorld, type RecordsWorld } from './recordsWorld';

const fieldErrors = (body: { errors?: { field: string; code: string }[] }) => (body.errors ?? []).map((e) => `${e.field}:${e.code}`);

describe.each(DB_KINDS)('contacts on %s', (kind) => {
  let w: RecordsWorld;
  let base: string;
  beforeAll(async () => {
    w = await recordsWorld(kind);
    base = `/api/clinics/${w.a.centreId}/contacts`;
  });
  afterAll(() => w.t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await w.call('POST', base, { firstName: 'Anna', lastName: 'Muster', ...body });
    expect(res.statusCode).toBe(201);
    return res.json() as Record<string, unknown>;
  };

  it('creates, reads, updates and deletes a contact at the spec paths', async () => {
    const created = await w.call('POST', '/api/contacts', { centre_fk: w.a.centreId, firstName: 'Beat', lastName: 'Brunner', email: 'beat@example.ch' });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({ firstName: 'Beat', lastName: 'Brunner', centre_fk: w.a.centreId, status: 'active', invoiceDispatch: 'paper', phone: '', countryPhone: '+41' });
    expect(c.id).toBe(c.contact_id);

    const read = await w.call('GET', `${base}/${c.contact_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ contact_id: c.contact_id, email: 'beat@example.ch', children: [], tags: [] });

    const patched = await w.call('PATCH', `${base}/${c.contact_id}`, { lastName: 'Brunner-Meier', phone: '079 123 45 67', status: 'archived' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ lastName: 'Brunner-Meier', firstName: 'Beat', status: 'archived', phone: '079 123 45 67' });

    const deleted = await w.call('DELETE', `${base}/${c.contact_id}`, undefined, { 'content-type': 'text/plain' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().contact_id).toBe(c.contact_id);
    expect((await w.call('GET', `${base}/${c.contact_id}`)).statusCode).toBe(404);
    expect((await w.call('DELETE', `${base}/${c.contact_id}`)).statusCode).toBe(404);
  });

  it('accepts a record it sent back (react-admin PUT) and ignores server-managed fields', async () => {
    const c = await create({ phone: '079 123 45 67' });
    const other = '00000000-0000-4000-8000-000000000000';
    const res = await w.call('PUT', `${base}/${c.contact_id}`, {
      ...c,
      contact_id: other,
      id: other,
      centre_fk: w.b.centreId,
      createdAt: '2000-01-01T00:00:00.000Z',
      notes: ['Allergie: Nüsse'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contact_id: c.contact_id, centre_fk: w.a.centreId, createdAt: c.createdAt, notes: ['Allergie: Nüsse'] });
    expect((await w.callB('GET', `/api/clinics/${w.b.centreId}/contacts/${c.contact_id}`)).statusCode).toBe(404);
  });

  it('applies the update rule to a saved whole contact: a missing phone becomes empty', async () => {
    const c = await create({ phone: '079 123 45 67' });
    const { phone: _phone, contact_id: _id, id: _i, centre_fk: _c, createdAt: _ca, updatedAt: _ua, ...whole } = c;
    const res = await w.call('PUT', `${base}/${c.contact_id}`, { ...whole, firstName: 'Anne' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Anne', phone: '' });
  });

  it('keeps the phone on a partial change that does not name it', async () => {
    const c = await create({ phone: '079 123 45 67' });
    const res = await w.call('PATCH', `${base}/${c.contact_id}`, { firstName: 'Anne' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Anne', phone: c.phone });
    expect(c.phone).toBeTruthy();
  });

  it('clears optional fields sent empty, trims text, and keeps required ones', async () => {
    const c = await create({ email: 'anna@example.ch', company: '  Muster AG  ' });
    expect(c.company).toBe('Muster AG');
    const res = await w.call('PATCH', `${base}/${c.contact_id}`, { email: '', company: null, phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBeUndefined();
    expect(res.json().company).toBeUndefined();
    const bad = await w.call('PATCH', `${base}/${c.contact_id}`, { lastName: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.json())).toEqual(['lastName:required']);
  });

  it.each([
    ['missing names', {}, ['firstName:required', 'lastName:required']],
    ['an unknown field', { firstName: 'A', lastName: 'B', favouriteColour: 'blue' }, ['favouriteColour:unknownField']],
    ['a name over 50 characters', { firstName: 'A'.repeat(51), lastName: 'B' }, ['firstName:tooLong']],
    ['an invalid e-mail (no dot after @)', { firstName: 'A', lastName: 'B', email: 'anna@example' }, ['email:invalidEmail']],
    ['an e-mail with a space', { firstName: 'A', lastName: 'B', businessEmail: 'an na@example.ch' }, ['businessEmail:invalidEmail']],
    ['an AHV number with a wrong check digit', { firstName: 'A', lastName: 'B', ahvNumber: '756.9217.0769.84' }, ['ahvNumber:invalidAhv']],
    ['an AHV number of 12 digits', { firstName: 'A', lastName: 'B', ahvNumber: '756921707698' }, ['ahvNumber:invalidAhv']],
    ['a phone not valid in Switzerland', { firstName: 'A', lastName: 'B', countryPhone: '+41', phone: '123' }, ['phone:invalidPhone']],
    ['a German number with the Swiss code', { firstName: 'A', lastName: 'B', countryPhone: '+41', homeNumber: '030 1234567' }, ['homeNumber:invalidPhone']],
    ['a bad country code', { firstName: 'A', lastName: 'B', countryPhone: '41' }, ['countryPhone:invalidFormat']],
    ['an unknown sex', { firstName: 'A', lastName: 'B', sex: 'M' }, ['sex:invalidValue']],
    ['an impossible date of birth', { firstName: 'A', lastName: 'B', dateOfBirth: '2020-02-30' }, ['dateOfBirth:invalidFormat']],
    ['a text as weight', { firstName: 'A', lastName: 'B', weight: '70' }, ['weight:invalidType']],
    ['an unknown address field', { firstName: 'A', lastName: 'B', Address: { town: 'Bern' } }, ['Address.town:unknownField']],
    ['a Swiss postcode with a letter (issue 13)', { firstName: 'A', lastName: 'B', Address: { zipcode: '80O8', country: 'CH' } }, ['Address.zipcode:invalidPostcode4']],
    ['a German postcode of 4 digits', { firstName: 'A', lastName: 'B', billingAddress: { zipcode: '8008', country: 'DE' } }, ['billingAddress.zipcode:invalidPostcode5']],
    ['an unknown invoice dispatch', { firstName: 'A', lastName: 'B', invoiceDispatch: 'fax' }, ['invoiceDispatch:invalidValue']],
  ])('rejects %s with field errors', async (_label, body, expected) => {
    const res = await w.call('POST', base, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', message: 'errors.validation' });
    expect(fieldErrors(res.json()).sort()).toEqual([...expected].sort());
    for (const e of res.json().errors) expect(e.message).toBe(`errors.${e.code}`);
  });

  it('states the limit of a text that is too long (issue 13)', async () => {
    const res = await w.call('POST', base, { firstName: 'A'.repeat(300), lastName: 'B' });
    expect(res.json().errors).toEqual([{ field: 'firstName', code: 'tooLong', message: 'errors.tooLong', limit: 50 }]);
  });

  it('reports every invalid field of a body at once', async () => {
    const res = await w.call('POST', base, { firstName: '', lastName: 'B', email: 'x', ahvNumber: '1' });
    expect(fieldErrors(res.json()).sort()).toEqual(['ahvNumber:invalidAhv', 'email:invalidEmail', 'firstName:required']);
  });

  it('stores valid Swiss data in its printed form', async () => {
    const c = await create({ ahvNumber: '7569217076985', countryPhone: '+49', phone: '0151 23456789', Address: { street: 'Bahnhofstrasse', building: '1', zipcode: '8001', city: 'Zürich', country: 'CH' } });
    expect(c).toMatchObject({ ahvNumber: '756.9217.0769.85', countryPhone: '+49', Address: { city: 'Zürich', zipcode: '8001', street: 'Bahnhofstrasse' } });
  });

  it('tells whether the contact is complete enough for invoices (spec §5)', async () => {
    const c = await create({ dateOfBirth: '1980-01-31', Address: { street: 'Marktgasse', building: '5', zipcode: '3011' } });
    expect(c.complete).toBe(false);
    const res = await w.call('PATCH', `${base}/${c.contact_id}`, { Address: { street: 'Marktgasse', building: '5', zipcode: '3011', city: 'Bern' }, phone: '' });
    expect(res.json().complete).toBe(true);
  });

  it('derives the BMI from height and weight', async () => {
    const c = await create({ height: 180, weight: 81 });
    expect(c.bmi).toBe(25);
  });

  it('creates missing tags on save and reuses existing ones regardless of case', async () => {
    const c = await create({ tags: ['Rücken', 'VIP'] });
    expect(c.tags).toEqual(['Rücken', 'VIP']);
    expect(c.tagIds).toHaveLength(2);
    const second = await create({ tags: ['vip', 'Neu'] });
    expect(second.tagIds).toContain((c.tagIds as string[])[1]);
    const tags = (await w.call('GET', `/api/tags?centreId=${w.a.centreId}`)).json() as { value: string }[];
    expect(tags.map((t) => t.value).filter((v) => ['Rücken', 'VIP', 'vip', 'Neu'].includes(v)).sort()).toEqual(['Neu', 'Rücken', 'VIP']);
    // Sending only tags sets the contact's tags to exactly those.
    const res = await w.call('PATCH', `${base}/${c.contact_id}`, { tags: ['VIP'], phone: '' });
    expect(res.json().tags).toEqual(['VIP']);
  });

  it('refuses tags and parents of another centre', async () => {
    const bTag = (await w.callB('POST', `/api/tags?centreId=${w.b.centreId}`, { value: 'B-Tag' })).json();
    const bContact = (await w.callB('POST', `/api/clinics/${w.b.centreId}/contacts`, { firstName: 'B', lastName: 'B' })).json();
    const res = await w.call('POST', base, { firstName: 'A', lastName: 'A', tagIds: [bTag._id], parent_fk: bContact.contact_id });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json()).sort()).toEqual(['parent_fk:invalidReference', 'tagIds:invalidReference']);
  });

  it('creates family members under a parent and lists them as children', async () => {
    const parent = await create({ firstName: 'Eva', email: 'eva@example.ch' });
    const child = await w.call('POST', `/api/contacts/${parent.contact_id}/clinics/${w.a.centreId}/child`, { firstName: 'Lina', lastName: 'Muster' });
    expect(child.statusCode).toBe(201);
    expect(child.json().parent_fk).toBe(parent.contact_id);
    const read = (await w.call('GET', `${base}/${parent.contact_id}`)).json();
    expect(read.children).toEqual([{ contact_id: child.json().contact_id, firstName: 'Lina', lastName: 'Muster' }]);
    // A contact cannot become its own ancestor.
    const cycle = await w.call('PATCH', `${base}/${parent.contact_id}`, { parent_fk: child.json().contact_id, phone: '' });
    expect(fieldErrors(cycle.json())).toEqual(['parent_fk:invalidReference']);
    // Deleting the parent keeps the child, without parent.
    await w.call('DELETE', `${base}/${parent.contact_id}`);
    const orphan = (await w.call('GET', `${base}/${child.json().contact_id}`)).json();
    expect(orphan.parent_fk).toBeUndefined();
  });

  it('answers 404 for a child of an unknown or foreign parent', async () => {
    const bContact = (await w.callB('POST', `/api/clinics/${w.b.centreId}/contacts`, { firstName: 'B', lastName: 'B' })).json();
    for (const parent of [bContact.contact_id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await w.call('POST', `/api/contacts/${parent}/clinics/${w.a.centreId}/child`, { firstName: 'X', lastName: 'Y' });
      expect(res.statusCode).toBe(404);
    }
  });

  it('lets every member of the centre (also providers) work with contacts, and nobody else', async () => {
    const provider = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    const asProvider = await w.t.app.inject({
      method: 'POST',
      url: base,
      headers: { ...provider.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'P', lastName: 'Q' }),
    });
    expect(asProvider.statusCode).toBe(201);
    const stranger = await createUser(w.t.ctx);
    expect((await w.t.app.inject({ method: 'GET', url: base, headers: stranger.headers })).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('answers 400 for a body that is not JSON object and 404 for a malformed id', async () => {
    expect((await w.call('POST', base, ['a'])).statusCode).toBe(400);
    expect((await w.call('GET', `${base}/42`)).statusCode).toBe(404);
  });
});
