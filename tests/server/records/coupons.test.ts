/**
 * Coupons (wording §3 Coupon, §5): CRUD at /api/clinics/{cid}/coupons, codes in capitals and
 * unique per centre, start before expiry, percent at most 100, managers write, centres apart.
 */
import { addMember, createUser } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { listQuery, recordsWorld, type RecordsWorld } from './recordsWorld';

const errors = (res: { json(): { errors?: { field: string; code: string }[] } }) => (res.json().errors ?? []).map((e) => `${e.field}:${e.code}`);

describe.each(DB_KINDS)('coupons on %s', (kind) => {
  let w: RecordsWorld;
  let base: string;
  beforeAll(async () => {
    w = await recordsWorld(kind);
    base = `/api/clinics/${w.a.centreId}/coupons`;
  });
  afterAll(() => w.t.close());

  const coupon = (body: Record<string, unknown> = {}) =>
    w.call('POST', base, { name: 'Frühling', code: 'fruehling-25', discountType: 'percent', discount: 25, startDate: '2025-03-01', expiryDate: '2025-05-31', ...body });

  it('creates a coupon with its code in capitals, unlimited unless a maximum is set', async () => {
    const res = await coupon();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'FRUEHLING-25', discountType: 'percent', discount: 25, active: true, centre_fk: w.a.centreId });
    expect(res.json()).not.toHaveProperty('maxRedemptions');
    const limited = await coupon({ name: 'Treue', code: 'TREUE', discountType: 'sum', discount: 2000, maxRedemptions: 50 });
    expect(limited.json()).toMatchObject({ discountType: 'sum', discount: 2000, maxRedemptions: 50 });
  });

  it('refuses a second coupon with the same code in any case', async () => {
    const res = await coupon({ code: 'Fruehling-25' });
    expect(res.statusCode).toBe(400);
    expect(errors(res)).toEqual(['code:alreadyExists']);
  });

  it.each([
    [{ startDate: '2025-06-01', expiryDate: '2025-05-31' }, 'expiryDate:couponDatesOrder'],
    [{ startDate: '2025-05-31', expiryDate: '2025-05-31' }, 'expiryDate:couponDatesOrder'],
    [{ discount: 101 }, 'discount:invalidPercent'],
    [{ discount: 0 }, 'discount:tooSmall'],
    [{ code: 'MIT LEER' }, 'code:invalidFormat'],
    [{ code: 'ÄPFEL' }, 'code:invalidFormat'],
    [{ discountType: 'gift' }, 'discountType:invalidValue'],
    [{ maxRedemptions: 0 }, 'maxRedemptions:tooSmall'],
    [{ maxRedemptions: 2.5 }, 'maxRedemptions:invalidType'],
    [{ expiryDate: '31.05.2025' }, 'expiryDate:invalidFormat'],
  ])('validates %p', async (body, expected) => {
    expect(errors(await coupon({ code: `X-${Math.random().toString(36).slice(2, 8)}`, ...body }))).toEqual([expected]);
  });

  it('checks the dates and the percentage against the stored coupon on a partial change', async () => {
    const c = (await coupon({ code: 'SOMMER', startDate: '2025-06-01', expiryDate: '2025-08-31', discountType: 'sum', discount: 5000 })).json();
    expect(errors(await w.call('PATCH', `${base}/${c.coupon_id}`, { expiryDate: '2025-05-01' }))).toEqual(['expiryDate:couponDatesOrder']);
    expect(errors(await w.call('PATCH', `${base}/${c.coupon_id}`, { discountType: 'percent' }))).toEqual(['discount:invalidPercent']);
    const ok = await w.call('PATCH', `${base}/${c.coupon_id}`, { discountType: 'percent', discount: 15, maxRedemptions: null });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ discountType: 'percent', discount: 15 });
    const off = await w.call('PUT', `${base}/${c.coupon_id}`, { ...(ok.json() as Record<string, unknown>), active: false });
    expect(off.json().active).toBe(false);
  });

  it('lists, filters and searches coupons', async () => {
    const active = await w.call('GET', `${base}${listQuery({ filter: { active: true }, sort: ['code', 'ASC'] })}`);
    expect(active.json().map((c: { code: string }) => c.code)).toEqual(['FRUEHLING-25', 'TREUE']);
    const found = await w.call('GET', `${base}${listQuery({ filter: { q: 'treu' } })}`);
    expect(found.headers['content-range']).toBe('coupons 0-0/1');
    const expiring = await w.call('GET', `${base}${listQuery({ filter: { expiryDate_lte: '2025-06-30' } })}`);
    expect(expiring.json().map((c: { code: string }) => c.code).sort()).toEqual(['FRUEHLING-25', 'TREUE']);
  });

  it('lets owners and admins write, providers only read', async () => {
    const provider = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    const as = (method: string, url: string, body?: unknown) =>
      w.t.app.inject({ method: method as 'GET', url, headers: { ...provider.headers, 'content-type': 'application/json' }, payload: body === undefined ? undefined : JSON.stringify(body) });
    expect((await as('GET', base)).statusCode).toBe(200);
    const res = await as('POST', base, { name: 'P', code: 'PROV', discountType: 'percent', discount: 5, startDate: '2025-01-01', expiryDate: '2025-02-01' });
    expect(res.statusCode).toBe(403);
  });

  it('keeps centres apart: B cannot read, change or delete A’s coupons', async () => {
    const c = (await coupon({ code: 'NUR-A' })).json();
    for (const [method, url] of [
      ['GET', `/api/clinics/${w.a.centreId}/coupons/${c.coupon_id}`],
      ['GET', `/api/clinics/${w.b.centreId}/coupons/${c.coupon_id}`],
      ['PATCH', `/api/clinics/${w.b.centreId}/coupons/${c.coupon_id}`],
      ['DELETE', `/api/clinics/${w.b.centreId}/coupons/${c.coupon_id}`],
    ] as const) {
      expect((await w.callB(method, url, method === 'PATCH' ? { discount: 99 } : undefined)).statusCode).toBe(404);
    }
    expect((await w.call('GET', `${base}/${c.coupon_id}`)).json()).toMatchObject({ discount: 25, code: 'NUR-A' });
    // The same code in another centre is fine.
    const inB = await w.callB('POST', `/api/clinics/${w.b.centreId}/coupons`, { name: 'B', code: 'NUR-A', discountType: 'percent', discount: 5, startDate: '2025-01-01', expiryDate: '2025-02-01' });
    expect(inB.statusCode).toBe(201);
    expect((await w.call('DELETE', `${base}/${c.coupon_id}`)).statusCode).toBe(200);
  });
});
