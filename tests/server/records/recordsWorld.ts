/** Shared set-up of the record API tests: an app, two clinics and a JSON caller. */
import type { LightMyRequestResponse } from 'fastify';
import { createClinic, type TestClinic } from '../support/fixtures';
import { createTestApp, type DbKind, type TestApp } from '../support/testApp';

export interface RecordsWorld {
  t: TestApp;
  a: TestClinic;
  b: TestClinic;
  call: (method: string, url: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** Calls as clinic B's owner. */
  callB: (method: string, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
}

export async function recordsWorld(kind: DbKind): Promise<RecordsWorld> {
  const t = await createTestApp(kind);
  const a = await createClinic(t.ctx, { name: 'Praxis A' });
  const b = await createClinic(t.ctx, { name: 'Praxis B' });
  const as = (headers: Record<string, string>) => (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, ...extra, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: body !== undefined ? JSON.stringify(body) : undefined,
    });
  return { t, a, b, call: as(a.owner.headers), callB: as(b.owner.headers) };
}

/** Query string of a react-admin simple-rest list call. */
export function listQuery(opts: { sort?: [string, string]; range?: [number, number]; filter?: Record<string, unknown> }): string {
  const p = new URLSearchParams();
  if (opts.filter) p.set('filter', JSON.stringify(opts.filter));
  if (opts.range) p.set('range', JSON.stringify(opts.range));
  if (opts.sort) p.set('sort', JSON.stringify(opts.sort));
  return `?${p.toString()}`;
}
