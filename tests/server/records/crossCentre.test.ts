/**
 * Cross-centre isolation of every record route (security plan A1/A2): clinic A's owner calls each
 * route with clinic B's centre and record ids; every answer is 404 (or an empty list) and B's
 * records are unchanged.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { registry } from '../../../src/generated/registry.gen';
import { recordRoutes } from '../../../src/server/plugins/crud/routes';
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from './recordsWorld';
import { RECORD_SAMPLES } from '../isolation/support/recordSamples';


/** Records the generic CRUD serves (appointments have their own routes: tests/server/appointments). */
const served = Object.values(registry).filter((def) => recordRoutes(def).length > 0);

describe.each(DB_KINDS)('record routes across centres on %s', (kind) => {
  let w: RecordsWorld;
  const bIds: Record<string, string> = {};
  beforeAll(async () => {
    w = await recordsWorld(kind);
    for (const def of served) {
      // Singletons (settings) are saved with PUT at their base path.
      const base = def.routes.base.replace(':cid', w.b.centreId);
      const res = def.singleton ? await w.callB('PUT', base, RECORD_SAMPLES[def.name]) : await w.callB('POST', base, RECORD_SAMPLES[def.name]);
      expect(res.statusCode).toBe(def.singleton ? 200 : 201);
      bIds[def.name] = res.json()[def.idField];
    }
  });
  afterAll(() => w.t.close());

  async function snapshotB(): Promise<string> {
    const hash = crypto.createHash('sha256');
    for (const def of served) {
      const rows = await w.t.ctx.db.execute(sql.raw(`select * from "${def.table}" where centre_id = '${w.b.centreId}' order by 1`));
      hash.update(JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows));
    }
    return hash.digest('hex');
  }

  it('has a sample for every record the generic routes serve', () => {
    expect(Object.keys(RECORD_SAMPLES).sort()).toEqual(served.map((d) => d.name).sort());
  });

  it('answers 404 or an empty list to A for every route with B’s ids, and leaves B unchanged', async () => {
    const before = await snapshotB();
    const problems: string[] = [];
    let calls = 0;
    for (const def of served) {
      const bId = bIds[def.name];
      for (const route of recordRoutes(def)) {
        const urls = new Set<string>();
        for (const cid of [w.b.centreId, w.a.centreId]) {
          // Every path parameter gets B's record id, except the centre ones (both centres tried).
          urls.add(route.url.replace(/:cid/g, cid).replace(/:id/g, route.centre.from === 'params' && route.centre.key === 'id' ? cid : bId));
        }
        for (const url of urls) {
          for (const query of ['', `?centreId=${w.b.centreId}`]) {
            // A valid body naming B wherever a centre can be named (the record's centre field, centreId).
            const centreKeys = route.centre.from === 'query' ? { centreId: w.b.centreId } : {};
            const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : { ...RECORD_SAMPLES[def.name], [def.centreField]: w.b.centreId, ...centreKeys };
            const listUrl = route.op === 'list' ? `${url}${query || '?'}&filter=${encodeURIComponent(JSON.stringify({ id: [bId] }))}` : `${url}${query}`;
            const res = await w.call(route.method, listUrl, body);
            calls++;
            const ownCentreList = route.op === 'list' && res.statusCode === 200;
            // A's own settings, read or saved through A's path, are A's business.
            const ownSingleton = def.singleton && url.includes(w.a.centreId) && res.statusCode === 200;
            if (ownSingleton) {
              if (res.json()[def.centreField] !== w.a.centreId) problems.push(`${route.method} ${listUrl}: answered another centre's settings`);
            } else if (ownCentreList) {
              if (res.json().length !== 0) problems.push(`${route.method} ${listUrl}: listed B's record`);
            } else if (route.op === 'create' && res.statusCode === 201) {
              if (res.json()[def.centreField] !== w.a.centreId) problems.push(`${route.method} ${listUrl}: created in B`);
              // Creating in one's own centre is fine; clean it up so A's data does not grow.
              await w.call('DELETE', `/api/clinics/${w.a.centreId}/${def.resource}/${res.json()[def.idField]}`);
            } else if (res.statusCode !== 404) {
              problems.push(`${route.method} ${listUrl}: ${res.statusCode} ${res.body.slice(0, 120)}`);
            }
            if (res.body.includes(bId) && res.statusCode !== 404) problems.push(`${route.method} ${listUrl}: answer contains B's id`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(50);
    expect(await snapshotB()).toBe(before);
  });
});
