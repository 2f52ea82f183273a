/**
 * Prototype poisoning sweep (security plan C10): every route that can take a body gets a
 * plausible body (from its JSON Schema) with `__proto__` or `constructor.prototype` spliced in,
 * at the top and one level down, sent with a token of the centre's owner. Each must answer 400
 * malformedJson before any handler runs: no row changes, and Object.prototype stays clean.
 * GET routes get the same keys in the react-admin `filter` query, which the list code parses itself.
 */
import crypto from 'node:crypto';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../src/server/db/schema';
import { recordMetric } from '../../support/metrics';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { createClinic, type TestClinic } from '../support/fixtures';
import { sampleValue } from './sampleBody';

const POISONS = ['"__proto__":{"polluted":1}', '"constructor":{"prototype":{"polluted":1}}'];
const CENTRE_PARAMS = new Set(['cid', 'centreId', 'clinicId', 'id']);
/** Routes that take no body at all: Google's push notifications drop whatever is sent, unparsed. */
const NO_BODY = new Set(['POST /api/calendar/notifications']);

/** Splices `"key":value` into a JSON object text (the only way to send a literal __proto__ key). */
function splice(objectJson: string, member: string): string {
  return objectJson === '{}' ? `{${member}}` : `{${member},${objectJson.slice(1)}`;
}

/** The body texts to send: the poison at the top, and inside the first object-valued property. */
function poisonedBodies(plausible: unknown): string[] {
  const base = plausible && typeof plausible === 'object' && !Array.isArray(plausible) ? (plausible as Record<string, unknown>) : {};
  const out: string[] = [];
  for (const poison of POISONS) {
    out.push(splice(JSON.stringify(base), poison));
    const nested = Object.entries(base).find(([, v]) => v && typeof v === 'object' && !Array.isArray(v));
    if (nested) {
      const rest = Object.fromEntries(Object.entries(base).filter(([k]) => k !== nested[0]));
      out.push(splice(JSON.stringify(rest), `${JSON.stringify(nested[0])}:${splice(JSON.stringify(nested[1]), poison)}`));
    }
  }
  return out;
}

/**
 * Every row of every table, per table. Logs aside: rate-limit counters count refused requests and
 * the audit log records reads; neither is data a request could poison.
 */
const LOGS = new Set(['rate_limit_counters', 'audit_events']);
async function checksumAll(t: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || LOGS.has(getTableName(table))) continue;
    const rows = (await t.ctx.db.select().from(table)).map((r) => JSON.stringify(r)).sort();
    out[getTableName(table)] = crypto.createHash('sha256').update(rows.join('\n')).digest('hex');
  }
  return out;
}

const polluted = () => (({}) as Record<string, unknown>).polluted !== undefined || (Object.prototype as Record<string, unknown>).polluted !== undefined;

describe.each(DB_KINDS)('prototype poisoning on %s', (kind) => {
  let t: TestApp;
  let clinic: TestClinic;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clinic = await createClinic(t.ctx);
  });
  afterAll(() => t.close());

  it('refuses __proto__ and constructor.prototype in every JSON body with 400 malformedJson', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } }>> };
    const ids: Record<string, string> = { centreId: clinic.centreId, centre_fk: clinic.centreId, userId: clinic.owner.userId, email: clinic.owner.email };
    const routes = t.app.accessTable.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !NO_BODY.has(`${r.method} ${r.url}`));
    const before = await checksumAll(t);
    const accepted: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, p: string) => (CENTRE_PARAMS.has(p) ? clinic.centreId : p === 'userId' ? clinic.owner.userId : crypto.randomUUID()));
      const op = doc.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const plausible = sampleValue(op?.requestBody?.content?.['application/json']?.schema, ids);
      for (const body of poisonedBodies(plausible)) {
        JSON.parse(body); // the spliced text is valid JSON: only the key can be the reason for a 400
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...(route.access === 'public' ? {} : clinic.owner.headers), 'content-type': 'application/json' },
          payload: body,
        });
        requests++;
        const answer = res.json() as { code?: string; message?: string };
        if (res.statusCode !== 400 || answer.code !== 'malformedJson' || answer.message !== 'errors.malformedJson') {
          accepted.push(`${route.method} ${route.url} ${body}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        if (polluted()) accepted.push(`${route.method} ${route.url} ${body}: Object.prototype polluted`);
      }
    }
    const after = await checksumAll(t);
    for (const [name, sum] of Object.entries(after)) if (before[name] !== sum) accepted.push(`rows of ${name} changed`);
    process.stdout.write(`[C10 ${kind}] ${routes.length} routes, ${requests} poisoned bodies, ${accepted.length} accepted\n`);
    recordMetric({ id: 'C10', figure: 'routes tested, poisoned bodies accepted', value: `${routes.length}, ${accepted.length}`, threshold: 'accepted = 0', pass: accepted.length === 0, db: kind });
    expect(accepted).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
    expect(requests).toBeGreaterThanOrEqual(routes.length * 2);
  });

  it('refuses the keys in list filters with 400 and keeps Object.prototype clean', async () => {
    const gets = t.app.accessTable.filter((r) => r.method === 'GET' && !r.url.includes('*') && !r.url.startsWith('/locales'));
    const before = await checksumAll(t);
    const failures: string[] = [];
    let lists = 0;
    for (const route of gets) {
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, p: string) => (CENTRE_PARAMS.has(p) ? clinic.centreId : crypto.randomUUID()));
      // A list that refuses unknown filter keys must refuse these the same way (not find Object's members).
      const probe = await t.app.inject({ method: 'GET', url: `${url}?filter=${encodeURIComponent('{"noSuchField":1}')}`, headers: clinic.owner.headers });
      const isList = probe.statusCode === 400 && /invalidFilter/.test(probe.body);
      if (isList) lists++;
      for (const poison of POISONS) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?filter=${encodeURIComponent(`{${poison}}`)}`, headers: clinic.owner.headers });
        if (res.statusCode >= 500 || (isList && res.statusCode !== 400)) failures.push(`${route.url} ${poison}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (polluted()) failures.push(`${route.url}: Object.prototype polluted`);
      }
    }
    process.stdout.write(`[C10 ${kind}] ${gets.length} GET routes with poisoned filters (${lists} lists), ${failures.length} failures\n`);
    expect(failures).toEqual([]);
    expect(lists).toBeGreaterThan(5);
    expect(await checksumAll(t)).toEqual(before);
  });
});
