/** Shared set-up of the contact import tests: an app, two clinics, multipart calls and counts. */
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ImportMapping } from '../../../../src/shared/api/contactImport';
import { createClinic, type TestClinic } from '../../support/fixtures';
import { createTestApp, type DbKind, type TestApp } from '../../support/testApp';

export interface ImportWorld {
  t: TestApp;
  a: TestClinic;
  b: TestClinic;
}

export async function importWorld(kind: DbKind): Promise<ImportWorld> {
  const t = await createTestApp(kind);
  const a = await createClinic(t.ctx, { name: 'Praxis A' });
  const b = await createClinic(t.ctx, { name: 'Praxis B' });
  return { t, a, b };
}

export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kura${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename !== undefined ? `\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface UploadOptions {
  mapping?: ImportMapping | Record<string, unknown> | string;
  filename?: string;
  clinic?: TestClinic;
  /** Centre in the path (default: the caller's clinic). */
  centreId?: string;
}

function fileParts(file: Buffer | string, opts: UploadOptions): Part[] {
  const parts: Part[] = [{ name: 'file', value: file, filename: opts.filename ?? 'contacts.csv' }];
  if (opts.mapping !== undefined) parts.push({ name: 'mapping', value: typeof opts.mapping === 'string' ? opts.mapping : JSON.stringify(opts.mapping) });
  return parts;
}

export function upload(w: ImportWorld, path: 'preview' | 'import', file: Buffer | string, opts: UploadOptions = {}): Promise<LightMyRequestResponse> {
  const clinic = opts.clinic ?? w.a;
  const { payload, headers } = multipart(fileParts(file, opts));
  const url = `/api/clinics/${opts.centreId ?? clinic.centreId}/contacts/import${path === 'preview' ? '/preview' : ''}`;
  return w.t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...clinic.owner.headers } });
}

export async function countContacts(w: ImportWorld, centreId: string): Promise<number> {
  const r = await w.t.ctx.db.execute(sql`select count(*)::int as n from contacts where centre_id = ${centreId}`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
}

export interface ContactRow {
  firstName: string;
  lastName: string;
  email?: string;
  [k: string]: unknown;
}

/** All contacts of a centre through the API (wire shape). */
export async function listContacts(w: ImportWorld, clinic: TestClinic = w.a): Promise<ContactRow[]> {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/clinics/${clinic.centreId}/contacts?range=${encodeURIComponent('[0,999]')}&sort=${encodeURIComponent('["lastName","ASC"]')}`,
    headers: clinic.owner.headers,
  });
  if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A CSV text from rows of cells (quoted where needed). */
export function csv(rows: (string | number)[][], delimiter = ';'): string {
  const quote = (v: string | number) => {
    const s = String(v);
    return /["\n\r;,]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(quote).join(delimiter)).join('\r\n') + '\r\n';
}
