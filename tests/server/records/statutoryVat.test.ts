/**
 * POST /api/vats/centre/{id}/statutory {countryCode}: the statutory Swiss / Liechtenstein rates
 * with their periods (reference/swiss-billing.md §5.2), named in the caller's language, through the
 * VAT rules; repeated calls skip what is there; another centre is a 404 and nothing is written.
 */
import { eq } from 'drizzle-orm';
import { userSettings } from '../../../src/server/db/schema';
import { addMember, createUser } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { listQuery, recordsWorld, type RecordsWorld } from './recordsWorld';

interface Rate {
  name: string;
  code: string;
  rate: number;
  type: string;
  validFrom: string;
  validUntil?: string;
  countryCode: string;
}

describe.each(DB_KINDS)('statutory VAT rates on %s', (kind) => {
  let w: RecordsWorld;
  beforeAll(async () => {
    w = await recordsWorld(kind);
  });
  afterAll(() => w.t.close());

  const statutory = (centreId: string, body: unknown, as = w.call) => as('POST', `/api/vats/centre/${centreId}/statutory`, body);
  const rates = async (centreId: string, as = w.call) =>
    ((await as('GET', `/api/vats/centre/${centreId}${listQuery({ sort: ['code', 'ASC'], range: [0, 99] })}`)).json() as Rate[]).map(
      (r) => `${r.code} ${r.rate} ${r.validFrom}..${r.validUntil ?? ''}`,
    );

  it('adds the six Swiss periods, statutory type, named in German for a German user', async () => {
    const res = await statutory(w.a.centreId, { countryCode: 'CH' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { created: Rate[]; skipped: unknown[] };
    expect(body.skipped).toEqual([]);
    expect(body.created.map((r) => r.name)).toEqual(['Normalsatz', 'Normalsatz', 'Reduzierter Satz', 'Reduzierter Satz', 'Sondersatz Beherbergung', 'Sondersatz Beherbergung']);
    expect(body.created.every((r) => r.type === 'standard' && r.countryCode === 'CH')).toBe(true);
    expect((await rates(w.a.centreId)).sort()).toEqual(
      [
        'CH-normal 7.7 2018-01-01..2023-12-31',
        'CH-normal 8.1 2024-01-01..',
        'CH-reduced 2.5 2018-01-01..2023-12-31',
        'CH-reduced 2.6 2024-01-01..',
        'CH-special 3.7 2018-01-01..2023-12-31',
        'CH-special 3.8 2024-01-01..',
      ].sort(),
    );
    // Only the current periods are offered for new services.
    const available = (await w.call('GET', `/api/vats/centre/${w.a.centreId}?available=true`)).json() as Rate[];
    expect(available.map((r) => r.rate).sort()).toEqual([2.6, 3.8, 8.1]);
  });

  it('skips the periods already there when called again, and writes nothing new', async () => {
    const res = await statutory(w.a.centreId, { countryCode: 'CH' });
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toEqual([]);
    expect(res.json().skipped).toHaveLength(6);
    expect(await rates(w.a.centreId)).toHaveLength(6);
  });

  it('names the rates in the caller’s language (French) and adds Liechtenstein under its own codes', async () => {
    await w.t.ctx.db.update(userSettings).set({ language: 'fr' }).where(eq(userSettings.userId, w.a.owner.userId));
    const res = await statutory(w.a.centreId, { countryCode: 'LI' });
    await w.t.ctx.db.update(userSettings).set({ language: 'de' }).where(eq(userSettings.userId, w.a.owner.userId));
    expect(res.statusCode).toBe(200);
    expect(res.json().created.map((r: Rate) => `${r.code} ${r.name}`)).toContain('LI-normal Taux normal');
    expect(await rates(w.a.centreId)).toHaveLength(12);
  });

  it('refuses, with the VAT rule and nothing written, when the practice has its own overlapping period under a statutory code', async () => {
    const own = await w.callB('POST', '/api/vats', { centre: w.b.centreId, name: 'Eigener Satz', code: 'CH-reduced', rate: 2.6, validFrom: '2025-01-01' });
    expect(own.statusCode).toBe(201);
    const res = await statutory(w.b.centreId, { countryCode: 'CH' }, w.callB);
    expect(res.statusCode).toBe(400);
    expect((res.json().errors ?? []).map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual(['validFrom:vatPeriodOverlap']);
    expect(await rates(w.b.centreId, w.callB)).toEqual(['CH-reduced 2.6 2025-01-01..']);
  });

  it('refuses an unknown country and a foreign centre (404), and a provider (403)', async () => {
    expect((await statutory(w.a.centreId, { countryCode: 'DE' })).statusCode).toBe(400);
    expect((await statutory(w.a.centreId, {})).statusCode).toBe(400);
    const foreign = await statutory(w.b.centreId, { countryCode: 'CH' });
    expect(foreign.statusCode).toBe(404);
    const provider = await createUser(w.t.ctx, { email: 'provider.vat@example.ch' });
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    const asProvider = (method: string, url: string, body?: unknown) =>
      w.t.app.inject({ method: method as 'POST', url, headers: { ...provider.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect((await statutory(w.a.centreId, { countryCode: 'CH' }, asProvider)).statusCode).toBe(403);
    expect(await rates(w.b.centreId, w.callB)).toHaveLength(1);
  });
});
