import { eq } from 'drizzle-orm';
import { centreProviders } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call, fieldCodes, useClinicsWorld, type Clinic } from './world';

describe.each(DB_KINDS)('centre providers and permissions on %s', (kind) => {
  const w = useClinicsWorld(kind);

  const cpRow = async (id: string) => (await w.t.ctx.db.select().from(centreProviders).where(eq(centreProviders.id, id)))[0];
  const providerUrl = (c: Clinic, id: string) => `/api/centre/${c.centreId}/centreProvider/${id}`;

  it('reads one provider record and the list, on both paths', async () => {
    const one = await call(w.t, w.a.provider, 'GET', providerUrl(w.a, w.a.cp.admin));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ centreProvider_id: w.a.cp.admin, user_fk: w.a.admin.userId, centre_fk: w.a.centreId, role: 'ADMIN', firstName: 'Praxis A Admin' });
    const list = await call(w.t, w.a.provider, 'GET', `/api/centres/${w.a.centreId}/settings/providers`);
    expect(list.json().map((p: { centreProvider_id: string }) => p.centreProvider_id).sort()).toEqual(Object.values(w.a.cp).sort());
    const alt = await call(w.t, w.a.owner, 'GET', `/api/centres/${w.a.centreId}/settings/providers/${w.a.cp.provider}`);
    expect(alt.json().role).toBe('PROVIDER');
  });

  it('answers 404 for providers of another centre on every path', async () => {
    for (const url of [providerUrl(w.a, w.b.cp.provider), providerUrl(w.b, w.b.cp.provider), `/api/centres/${w.a.centreId}/settings/providers/${w.b.cp.owner}`, `/api/centres/${w.b.centreId}/settings/providers`]) {
      const res = await call(w.t, w.a.owner, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Praxis B');
    }
  });

  it('lets a provider edit their own address, numbers and colour', async () => {
    const res = await call(w.t, w.a.provider, 'PATCH', providerUrl(w.a, w.a.cp.provider), {
      Address: { street: 'Seeweg', building: '3', zipcode: '3000', city: 'Bern' },
      BusinessNumber: [
        { name: 'ZSR', value: 'B123456' },
        { name: 'GLN', value: '7601003002751' },
      ],
      calendarColour: '#3A7BD5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Address: { street: 'Seeweg', city: 'Bern' }, BusinessNumber: [{ name: 'ZSR', value: 'B123456' }, { name: 'GLN', value: '7601003002751' }], calendarColour: '#3A7BD5' });
  });

  it('validates business numbers and colours', async () => {
    const res = await call(w.t, w.a.owner, 'PATCH', providerUrl(w.a, w.a.cp.provider), {
      BusinessNumber: [
        { name: 'ZSR', value: '123456' },
        { name: 'ZSR', value: 'A123456' },
        { name: 'UID', value: 'CHE-123.456.789' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res).sort()).toEqual(['BusinessNumber.0.value:invalidZsr', 'BusinessNumber.1.name:duplicateValue', 'BusinessNumber.2.value:invalidUid']);
    const colour = await call(w.t, w.a.owner, 'PATCH', providerUrl(w.a, w.a.cp.provider), { calendarColour: 'red;background:url(x)' });
    expect(fieldCodes(colour)).toEqual(['calendarColour:invalidFormat']);
    const unknownName = await call(w.t, w.a.owner, 'PATCH', providerUrl(w.a, w.a.cp.provider), { BusinessNumber: [{ name: 'IBAN', value: 'x' }] });
    expect(fieldCodes(unknownName)).toEqual(['BusinessNumber.0.name:invalidValue']);
    expect((await cpRow(w.a.cp.provider)).businessNumber).toEqual([{ name: 'ZSR', value: 'B123456' }, { name: 'GLN', value: '7601003002751' }]);
  });

  it('checks the postcode against the country of the address (issue 13)', async () => {
    const url = providerUrl(w.a, w.a.cp.provider);
    const bad = await call(w.t, w.a.owner, 'PATCH', url, { Address: { street: 'Seeweg', building: '3', zipcode: '80O8', city: 'Zürich', country: 'CH' } });
    expect(fieldCodes(bad)).toEqual(['Address.zipcode:invalidPostcode4']);
    const german = await call(w.t, w.a.owner, 'PATCH', url, { Address: { street: 'Seeweg', building: '3', zipcode: '80331', city: 'München', country: 'DE' } });
    expect(german.statusCode).toBe(200);
  });

  it('keeps colleagues and providers from changing others or deactivating anyone', async () => {
    expect((await call(w.t, w.a.provider, 'PATCH', providerUrl(w.a, w.a.cp.admin), { calendarColour: '#000000' })).statusCode).toBe(403);
    expect((await call(w.t, w.a.provider, 'PATCH', providerUrl(w.a, w.a.cp.provider), { active: false })).statusCode).toBe(403);
    expect((await cpRow(w.a.cp.provider)).active).toBe(true);
  });

  it('lets managers deactivate a provider but never the owner (409)', async () => {
    const off = await call(w.t, w.a.admin, 'PATCH', providerUrl(w.a, w.a.cp.provider), { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    const on = await call(w.t, w.a.owner, 'PATCH', providerUrl(w.a, w.a.cp.provider), { active: true });
    expect(on.json().active).toBe(true);
    const owner = await call(w.t, w.a.admin, 'PATCH', providerUrl(w.a, w.a.cp.owner), { active: false });
    expect(owner.statusCode).toBe(409);
    expect(owner.json()).toEqual({ code: 'ownerCannotBeDeleted', message: 'errors.ownerCannotBeDeleted' });
    expect((await cpRow(w.a.cp.owner)).active).toBe(true);
  });

  it('does not let A change B providers, even through A centre in the path', async () => {
    const before = await cpRow(w.b.cp.provider);
    expect((await call(w.t, w.a.owner, 'PATCH', providerUrl(w.a, w.b.cp.provider), { active: false })).statusCode).toBe(404);
    expect((await call(w.t, w.a.owner, 'PATCH', providerUrl(w.b, w.b.cp.provider), { active: false })).statusCode).toBe(404);
    expect(await cpRow(w.b.cp.provider)).toEqual(before);
  });

  describe('PATCH /api/permission/{id}/updatePermission', () => {
    const url = (cpId: string) => `/api/permission/${cpId}/updatePermission`;

    it('lets managers set the flags', async () => {
      const res = await call(w.t, w.a.admin, 'PATCH', url(w.a.cp.provider), { Permission: [{ invoices: true, clients: false }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().Permission).toEqual([{ invoices: true, clients: false }]);
      expect((await cpRow(w.a.cp.provider)).permission).toEqual([{ invoices: true, clients: false }]);
    });

    it('refuses providers (403), other centres (404) and malformed flags (400)', async () => {
      expect((await call(w.t, w.a.provider, 'PATCH', url(w.a.cp.provider), { Permission: [{ invoices: true }] })).statusCode).toBe(403);
      const before = await cpRow(w.b.cp.provider);
      const foreign = await call(w.t, w.a.owner, 'PATCH', url(w.b.cp.provider), { Permission: [{ invoices: true }] });
      expect(foreign.statusCode).toBe(404);
      expect(await cpRow(w.b.cp.provider)).toEqual(before);
      expect((await call(w.t, w.a.owner, 'PATCH', url('00000000-0000-4000-8000-000000000000'), { Permission: [{ x: true }] })).statusCode).toBe(404);
      expect((await call(w.t, w.a.owner, 'PATCH', url(w.a.cp.provider), { Permission: [{ invoices: 'yes' }] })).statusCode).toBe(400);
      expect((await call(w.t, w.a.owner, 'PATCH', url(w.a.cp.provider), { Permission: [{ '__proto__x': true }] })).statusCode).toBe(400);
      expect((await call(w.t, w.a.owner, 'PATCH', url(w.a.cp.provider), { Permission: [] })).statusCode).toBe(400);
    });
  });
});
