/**
 * Service templates and copies (behaviour §7 Services, §9): GET /api/services/templates/{type},
 * POST /api/clinics/{cid}/services/copy, …/services/{id}/copy and …/services/{id}/copyVariant.
 */
import { eq } from 'drizzle-orm';
import { userSettings } from '../../../src/server/db/schema';
import { templatePositions } from '../../../src/server/services/serviceTemplates/catalogue';
import { addMember, createUser } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from './recordsWorld';

interface Service {
  service_id: string;
  name: string;
  type: string;
  nr?: string;
  tarif?: string;
  duration: number;
  ppu: number;
  langDepData: { langKey: string; name: string }[];
  variants: { variantId: string; name: string; duration?: number; ppu?: number }[];
}

const errors = (res: { json(): { errors?: { field: string; code: string }[] } }) => (res.json().errors ?? []).map((e) => `${e.field}:${e.code}`);

describe.each(DB_KINDS)('service templates on %s', (kind) => {
  let w: RecordsWorld;
  let services: string;
  beforeAll(async () => {
    w = await recordsWorld(kind);
    services = `/api/clinics/${w.a.centreId}/services`;
  });
  afterAll(() => w.t.close());

  const count = async (as = w.call, base = services) => Number(String((await as('GET', base)).headers['content-range']).split('/')[1]);

  it('lists the Tarif 590 positions the reference names, in the caller’s language, 5 minutes at price 0', async () => {
    const res = await w.call('GET', '/api/services/templates/590');
    expect(res.statusCode).toBe(200);
    const list = res.json() as (Service & { number: string })[];
    expect(list.map((s) => s.number)).toEqual(['1003', '1004', '1134', '1142', '1200', '1202', '1203', '1204', '1205', '1206', '1207', '1210']);
    expect(list.find((s) => s.number === '1200')).toMatchObject({
      name: 'Anamnese, Untersuchung, Diagnose, Befund',
      type: 'tarif590',
      tarif: '590',
      nr: '1200',
      duration: 5,
      ppu: 0,
    });
    await w.t.ctx.db.update(userSettings).set({ language: 'fr' }).where(eq(userSettings.userId, w.a.owner.userId));
    expect((await w.call('GET', '/api/services/templates/590')).json()[1].name).toBe('Acupuncture');
    await w.t.ctx.db.update(userSettings).set({ language: 'de' }).where(eq(userSettings.userId, w.a.owner.userId));
  });

  it('has a General template, an empty 001 template (TARMED is not in the reference) and nothing else', async () => {
    const general = (await w.call('GET', '/api/services/templates/General')).json() as Service[];
    expect(general.map((s) => s.name)).toContain('Erstkonsultation');
    expect(general.every((s) => s.type === 'regular' && s.nr === undefined)).toBe(true);
    expect((await w.call('GET', '/api/services/templates/001')).json()).toEqual([]);
    expect((await w.call('GET', '/api/services/templates/999')).statusCode).toBe(400);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/services/templates/590' })).statusCode).toBe(401);
  });

  it('gives every template position a name in all four languages', () => {
    for (const type of ['General', '590'] as const) {
      for (const p of templatePositions(type)) expect(Object.values(p.names).every((n) => n.trim().length > 0 && n.length <= 100)).toBe(true);
    }
  });

  it('copies chosen Tarif 590 positions into the centre as tariff services with 5 minutes and price 0', async () => {
    const before = await count();
    const res = await w.call('POST', `${services}/copy`, { type: '590', numbers: ['1004', '1200'] });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Service[];
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ name: 'Akupunktur', type: 'tarif590', tarif: '590', nr: '1004', duration: 5, ppu: 0, unit: 'minute', centre_fk: w.a.centreId });
    expect(created[0].langDepData).toEqual(
      expect.arrayContaining([
        { langKey: 'fr', name: 'Acupuncture' },
        { langKey: 'it', name: 'Agopuntura' },
      ]),
    );
    expect(await count()).toBe(before + 2);
    const stored = (await w.call('GET', `${services}/${created[1].service_id}`)).json();
    expect(stored).toMatchObject({ nr: '1200', type: 'tarif590' });
  });

  it('copies General services as regular services', async () => {
    const res = await w.call('POST', `${services}/copy`, { type: 'General', numbers: ['G01'] });
    expect(res.json()).toEqual([expect.objectContaining({ name: 'Erstkonsultation', type: 'regular', duration: 5, ppu: 0 })]);
    expect(res.json()[0].nr).toBeUndefined();
  });

  it('copies nothing when one number is unknown', async () => {
    const before = await count();
    const res = await w.call('POST', `${services}/copy`, { type: '590', numbers: ['1003', '9999'] });
    expect(res.statusCode).toBe(400);
    expect(errors(res)).toEqual(['numbers.1:unknownTemplateService']);
    expect(errors(await w.call('POST', `${services}/copy`, { type: '001', numbers: ['00.0010'] }))).toEqual(['numbers.0:unknownTemplateService']);
    expect((await w.call('POST', `${services}/copy`, { type: '590', numbers: [] })).statusCode).toBe(400);
    expect((await w.call('POST', `${services}/copy`, { type: '590', numbers: ['1003'], price: 1 })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('duplicates a service with its settings and new variant ids, named "(Kopie)"', async () => {
    const original = (
      await w.call('POST', services, {
        name: 'Massage',
        ppu: 12000,
        duration: 60,
        onlineBooking: true,
        langDepData: [{ langKey: 'fr', name: 'Massage' }],
        variants: [{ name: '30 Minuten', duration: 30, ppu: 6500 }],
      })
    ).json() as Service;
    const res = await w.call('POST', `${services}/${original.service_id}/copy`);
    expect(res.statusCode).toBe(201);
    const copy = res.json() as Service;
    expect(copy).toMatchObject({ name: 'Massage (Kopie)', ppu: 12000, duration: 60, onlineBooking: true, langDepData: [{ langKey: 'fr', name: 'Massage (copie)' }] });
    expect(copy.service_id).not.toBe(original.service_id);
    expect(copy.variants).toEqual([{ variantId: expect.any(String), name: '30 Minuten', duration: 30, ppu: 6500 }]);
    expect(copy.variants[0].variantId).not.toBe(original.variants[0].variantId);
    // A long name stays within 100 characters.
    const long = (await w.call('POST', services, { name: 'L'.repeat(100) })).json() as Service;
    const longCopy = (await w.call('POST', `${services}/${long.service_id}/copy`, {})).json() as Service;
    expect(longCopy.name).toHaveLength(100);
    expect(longCopy.name.endsWith(' (Kopie)')).toBe(true);
  });

  it('duplicates one variant right after itself', async () => {
    const s = (
      await w.call('POST', services, {
        name: 'Physio',
        variants: [
          { name: 'Kurz', duration: 30, ppu: 5000 },
          { name: 'Lang', duration: 60, ppu: 9000 },
        ],
      })
    ).json() as Service;
    const res = await w.call('POST', `${services}/${s.service_id}/copyVariant`, { variantId: s.variants[0].variantId });
    expect(res.statusCode).toBe(200);
    const variants = (res.json() as Service).variants;
    expect(variants.map((v) => v.name)).toEqual(['Kurz', 'Kurz (Kopie)', 'Lang']);
    expect(variants[1]).toMatchObject({ duration: 30, ppu: 5000 });
    expect(new Set(variants.map((v) => v.variantId)).size).toBe(3);
    expect((await w.call('POST', `${services}/${s.service_id}/copyVariant`, { variantId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await w.call('POST', `${services}/${s.service_id}/copyVariant`, {})).statusCode).toBe(400);
  });

  it('refuses a 51st variant', async () => {
    const s = (await w.call('POST', services, { name: 'Viele', variants: Array.from({ length: 50 }, (_v, i) => ({ name: `V${i}` })) })).json() as Service;
    const res = await w.call('POST', `${services}/${s.service_id}/copyVariant`, { variantId: s.variants[0].variantId });
    expect(errors(res)).toEqual(['variants:tooMany']);
  });

  it('lets only owners and admins copy', async () => {
    const provider = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    const res = await w.t.app.inject({
      method: 'POST',
      url: `${services}/copy`,
      headers: { ...provider.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ type: '590', numbers: ['1004'] }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 to another centre: B cannot copy into A or copy A’s services, and nothing changes', async () => {
    const s = (await w.call('POST', services, { name: 'Nur A', variants: [{ name: 'V' }] })).json() as Service;
    const aBefore = await count();
    const bBase = `/api/clinics/${w.b.centreId}/services`;
    const bBefore = await count(w.callB, bBase);
    const calls: [string, unknown?][] = [
      [`${services}/copy`, { type: '590', numbers: ['1004'] }],
      [`${services}/${s.service_id}/copy`],
      [`${services}/${s.service_id}/copyVariant`, { variantId: s.variants[0].variantId }],
      [`${bBase}/${s.service_id}/copy`],
      [`${bBase}/${s.service_id}/copyVariant`, { variantId: s.variants[0].variantId }],
    ];
    for (const [url, body] of calls) expect([url, (await w.callB('POST', url, body)).statusCode]).toEqual([url, 404]);
    expect(await count()).toBe(aBefore);
    expect(await count(w.callB, bBase)).toBe(bBefore);
    expect(((await w.call('GET', `${services}/${s.service_id}`)).json() as Service).variants).toHaveLength(1);
  });
});
