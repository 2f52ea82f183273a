import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { createClinic, type TestClinic } from '../support/fixtures';

describe.each(DB_KINDS)('react-admin saves on %s', (kind) => {
  let t: TestApp;
  let a: TestClinic;
  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createClinic(t.ctx);
  });
  afterAll(() => t.close());

  it('accepts the record as read back with one field changed (what react-admin PUTs)', async () => {
    const base = `/api/clinics/${a.centreId}/contacts`;
    const created = await t.app.inject({ method: 'POST', url: base, headers: a.owner.headers, payload: { firstName: 'Anna', lastName: 'Muster', phone: '079 123 45 67', Address: { city: 'Bern' } } });
    expect(created.statusCode).toBe(201);
    const read = (await t.app.inject({ method: 'GET', url: `${base}/${created.json().id}`, headers: a.owner.headers })).json();
    const res = await t.app.inject({ method: 'PUT', url: `${base}/${read.id}`, headers: a.owner.headers, payload: { ...read, lastName: 'Meier' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lastName: 'Meier', phone: read.phone, Address: { city: 'Bern' } });
  });
});
