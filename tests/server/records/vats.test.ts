/**
 * VAT rates: GET /api/vats/centre/{id}?available&countryCode, POST /api/vats, PATCH and DELETE
 * /api/vats/{id} (spec §7), periods of one code never overlapping (wording §5).
 */
import { addMember, createUser } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from './recordsWorld';

const today = new Date();
const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (n: number) => iso(new Date(today.getTime() + n * 86400e3));

describe.each(DB_KINDS)('VAT rates on %s', (kind) => {
  let w: RecordsWorld;
  beforeAll(async () => {
    w = await recordsWorld(kind);
  });
  afterAll(() => w.t.close());

  const create = (body: Record<string, unknown>) => w.call('POST', '/api/vats', { centre: w.a.centreId, name: 'Normalsatz', rate: 8.1, ...body });
  const errors = (res: { json(): { errors?: { field: string; code: string }[] } }) => (res.json().errors ?? []).map((e) => `${e.field}:${e.code}`);

  it('creates a rate with its defaults and lists it for the centre', async () => {
    const res = await create({ code: 'N', validFrom: '2024-01-01', type: 'standard' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'N', rate: 8.1, type: 'standard', countryCode: 'CH', available: true, centre: w.a.centreId });
    const list = await w.call('GET', `/api/vats/centre/${w.a.centreId}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^vats 0-0\/1$/);
  });

  it.each([
    ['the same start', { validFrom: '2024-01-01' }],
    ['an open period starting earlier', { validFrom: '2020-01-01' }],
    ['a period ending on the first day', { validFrom: '2018-01-01', validUntil: '2024-01-01' }],
    ['a period inside', { validFrom: '2025-01-01', validUntil: '2025-06-30' }],
  ])('refuses a period of the same code overlapping: %s', async (_label, period) => {
    const res = await create({ code: 'n', ...period });
    expect(res.statusCode).toBe(400);
    expect(errors(res)).toEqual(['validFrom:vatPeriodOverlap']);
  });

  it('accepts the adjacent period and other codes', async () => {
    expect((await create({ code: 'N', rate: 7.7, validFrom: '2018-01-01', validUntil: '2023-12-31' })).statusCode).toBe(201);
    expect((await create({ code: 'R', name: 'Reduziert', rate: 2.6, validFrom: '2024-01-01' })).statusCode).toBe(201);
  });

  it('refuses an end before the start', async () => {
    const res = await create({ code: 'X', validFrom: '2024-05-01', validUntil: '2024-04-30' });
    expect(errors(res)).toEqual(['validUntil:invalidDateRange']);
  });

  it.each([
    [{ code: 'N', validFrom: '2030-01-01', rate: 101 }, 'rate:tooLarge'],
    [{ code: 'N', validFrom: '2030-01-01', rate: -1 }, 'rate:tooSmall'],
    [{ code: 'N N', validFrom: '2030-01-01' }, 'code:invalidFormat'],
    [{ code: 'N', validFrom: '01.01.2030' }, 'validFrom:invalidFormat'],
    [{ code: 'N', validFrom: '2030-01-01', countryCode: 'che' }, 'countryCode:invalidFormat'],
    [{ validFrom: '2030-01-01' }, 'code:required'],
  ])('validates %p', async (body, expected) => {
    expect(errors(await create(body))).toEqual([expected]);
  });

  it('patches a rate (centre from ?centreId or the active centre) and re-checks overlaps', async () => {
    const rate = (await create({ code: 'S', name: 'Sondersatz', rate: 3.8, validFrom: '2024-01-01', validUntil: '2024-12-31' })).json();
    const next = (await create({ code: 'S', name: 'Sondersatz', rate: 3.8, validFrom: '2025-01-01' })).json();
    const extend = await w.call('PATCH', `/api/vats/${rate.vat_rate_id}`, { validUntil: '2025-03-31' });
    expect(errors(extend)).toEqual(['validFrom:vatPeriodOverlap']);
    const ok = await w.call('PATCH', `/api/vats/${rate.vat_rate_id}?centreId=${w.a.centreId}`, { rate: 3.7, name: 'Beherbergung' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ rate: 3.7, name: 'Beherbergung', validUntil: '2024-12-31' });
    // Moving the later period back onto the first one is refused as well.
    expect(errors(await w.call('PATCH', `/api/vats/${next.vat_rate_id}`, { validFrom: '2024-06-01' }))).toEqual(['validFrom:vatPeriodOverlap']);
    const deleted = await w.call('DELETE', `/api/vats/${rate.vat_rate_id}`, undefined, { 'content-type': 'text/plain' });
    expect(deleted.statusCode).toBe(200);
    expect((await w.call('PATCH', `/api/vats/${next.vat_rate_id}`, { validFrom: '2024-06-01' })).statusCode).toBe(200);
  });

  it('lists only rates available today with ?available, and filters by country', async () => {
    await create({ code: 'OLD', validFrom: '2000-01-01', validUntil: daysFromNow(-1) });
    await create({ code: 'FUT', validFrom: daysFromNow(30) });
    await create({ code: 'OFF', validFrom: '2000-01-01', available: false });
    await create({ code: 'DE19', name: 'Regelsatz', rate: 19, validFrom: '2007-01-01', countryCode: 'DE' });
    const codes = async (qs: string) =>
      ((await w.call('GET', `/api/vats/centre/${w.a.centreId}${qs}`)).json() as { code: string }[]).map((v) => v.code).sort();
    const available = await codes('?available');
    expect(available).toEqual(expect.arrayContaining(['N', 'R', 'DE19']));
    for (const gone of ['OLD', 'FUT', 'OFF']) expect(available).not.toContain(gone);
    expect(await codes('?available=true&countryCode=DE')).toEqual(['DE19']);
    expect(await codes('?available=false')).toEqual(expect.arrayContaining(['OLD', 'FUT', 'OFF']));
    expect(await codes('?available=false')).not.toContain('R');
  });

  it('lets providers read but only owners and admins change rates', async () => {
    const provider = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    const as = (method: string, url: string, body?: unknown) =>
      w.t.app.inject({ method: method as 'GET', url, headers: { ...provider.headers, 'content-type': 'application/json' }, payload: body ? JSON.stringify(body) : undefined });
    expect((await as('GET', `/api/vats/centre/${w.a.centreId}`)).statusCode).toBe(200);
    expect((await as('POST', '/api/vats', { centre: w.a.centreId, name: 'x', code: 'P', rate: 1, validFrom: '2024-01-01' })).statusCode).toBe(403);
  });

  it('keeps other centres out', async () => {
    const rate = (await create({ code: 'ISO', validFrom: '2024-01-01' })).json();
    expect((await w.callB('GET', `/api/vats/centre/${w.a.centreId}`)).statusCode).toBe(404);
    expect((await w.callB('POST', '/api/vats', { centre: w.a.centreId, name: 'x', code: 'Q', rate: 1, validFrom: '2024-01-01' })).statusCode).toBe(404);
    expect((await w.callB('PATCH', `/api/vats/${rate.vat_rate_id}`, { rate: 50 })).statusCode).toBe(404);
    expect((await w.callB('PATCH', `/api/vats/${rate.vat_rate_id}?centreId=${w.a.centreId}`, { rate: 50 })).statusCode).toBe(404);
    expect((await w.callB('DELETE', `/api/vats/${rate.vat_rate_id}`)).statusCode).toBe(404);
    const still = (await w.call('GET', `/api/clinics/${w.a.centreId}/vats/${rate.vat_rate_id}`)).json();
    expect(still.rate).toBe(8.1);
  });
});
