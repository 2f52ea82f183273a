/** Documents on an appointment: PDF, Word and images only, size checked, stored files, audited. */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { appointments, files } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call, useClinicsWorld } from '../centres/world';
import { multipart, png, type FilePart } from '../centres/testImages';
import type { TestUser } from '../support/fixtures';
import { create, slot } from './world';

const pdf: FilePart = { filename: 'Befund.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') };

describe.each(DB_KINDS)('appointment documents on %s', (kind) => {
  const w = useClinicsWorld(kind);
  const upload = (user: TestUser, id: string, parts: FilePart[]) => {
    const { payload, headers } = multipart(parts);
    return w.t.app.inject({ method: 'POST', url: `/api/appointments/${id}/documents`, payload, headers: { ...user.headers, ...headers } });
  };
  const appointment = async (date: string) => (await create(w, w.a.owner, slot(w.a, date, '09:00', '10:00'))).json().appointment_id as string;

  it('stores PDF and images, lists them with name, size, type and date, downloads and removes them', async () => {
    const id = await appointment('2027-06-07');
    const res = await upload(w.a.provider, id, [pdf, { filename: 'Röntgen.png', contentType: 'image/png', data: png(20, 20) }]);
    expect(res.statusCode).toBe(201);
    const docs = res.json() as { file_id: string; name: string; size: number; type: string; date: string }[];
    expect(docs.map((d) => [d.name, d.type, d.size])).toEqual([
      ['Befund.pdf', 'application/pdf', pdf.data.length],
      ['Röntgen.png', 'image/png', png(20, 20).length],
    ]);
    expect((await call(w.t, w.a.owner, 'GET', `/api/appointments/${id}/documents`)).json()).toEqual(docs);
    expect((await call(w.t, w.a.owner, 'GET', `/api/appointments/${id}`)).json().documents).toEqual(docs.map((d) => d.file_id));
    const download = await call(w.t, w.a.owner, 'GET', `/api/centre/${w.a.centreId}/download-document?fileId=${docs[0].file_id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF-1.7');

    const [row] = await w.t.ctx.db.select().from(files).where(eq(files.id, docs[0].file_id));
    const stored = path.join(w.t.ctx.config.dataDir, 'files', row.storageKey);
    expect(fs.existsSync(stored)).toBe(true);
    const removed = await call(w.t, w.a.provider, 'DELETE', `/api/appointments/${id}/documents/${docs[0].file_id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().map((d: { name: string }) => d.name)).toEqual(['Röntgen.png']);
    expect(await w.t.ctx.db.select().from(files).where(eq(files.id, docs[0].file_id))).toEqual([]);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await call(w.t, w.a.provider, 'DELETE', `/api/appointments/${id}/documents/${docs[0].file_id}`)).statusCode).toBe(404);
  });

  it('refuses other types (by their bytes), renamed files and no file, and stores nothing', async () => {
    const id = await appointment('2027-06-08');
    const before = (await w.t.ctx.db.select().from(files)).length;
    const exe = await upload(w.a.owner, id, [{ filename: 'Befund.pdf', contentType: 'application/pdf', data: Buffer.from('MZ\x90\x00binary') }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ code: 'fileTypeNotAllowed', message: 'errors.fileTypeNotAllowed' });
    const html = await upload(w.a.owner, id, [pdf, { filename: 'x.html', contentType: 'text/html', data: Buffer.from('<script>alert(1)</script>') }]);
    expect(html.json().code).toBe('fileTypeNotAllowed');
    expect((await call(w.t, w.a.owner, 'POST', `/api/appointments/${id}/documents`, {})).json().code).toBe('fileNotSelected');
    // Over the 10 MB limit of the upload.
    const big = await upload(w.a.owner, id, [{ ...pdf, data: Buffer.concat([pdf.data, Buffer.alloc(10 * 1024 * 1024)]) }]);
    expect(big.statusCode).toBe(413);
    expect((await w.t.ctx.db.select().from(files)).length).toBe(before);
    const [row] = await w.t.ctx.db.select().from(appointments).where(eq(appointments.appointmentId, id));
    expect(row.documents).toEqual([]);
  });

  it('keeps to the centre: another centre cannot list, add or remove', async () => {
    const id = await appointment('2027-06-09');
    const [doc] = (await upload(w.a.owner, id, [pdf])).json();
    expect((await call(w.t, w.b.owner, 'GET', `/api/appointments/${id}/documents`)).statusCode).toBe(404);
    expect((await upload(w.b.owner, id, [pdf])).statusCode).toBe(404);
    expect((await call(w.t, w.b.owner, 'DELETE', `/api/appointments/${id}/documents/${doc.file_id}`)).statusCode).toBe(404);
    expect((await call(w.t, w.b.owner, 'GET', `/api/centre/${w.b.centreId}/download-document?fileId=${doc.file_id}`)).statusCode).toBe(404);
  });
});
