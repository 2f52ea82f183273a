import { files } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { addMember, createClinic, createUser, type TestClinic } from '../support/fixtures';

describe.each(DB_KINDS)('download-document on %s', (kind) => {
  let t: TestApp;
  let a: TestClinic;
  let b: TestClinic;
  let fileId: string;
  const content = Buffer.from('%PDF-1.4 Behandlungsbericht');
  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createClinic(t.ctx);
    b = await createClinic(t.ctx);
    const storageKey = await t.ctx.files.put(a.centreId, content);
    const [row] = await t.ctx.db
      .insert(files)
      .values({ centreId: a.centreId, purpose: 'document', mimeType: 'application/pdf', size: content.length, originalName: '../../Bericht Müller\u202egpj.pdf', storageKey })
      .returning();
    fileId = row.id;
  });
  afterAll(() => t.close());

  const get = (centreId: string, id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/centre/${centreId}/download-document?fileId=${id}`, headers });

  it('gives a member the file as a download with a safe file name', async () => {
    const provider = await createUser(t.ctx);
    await addMember(t.ctx, a.centreId, provider, 'PROVIDER');
    for (const user of [a.owner, provider]) {
      const res = await get(a.centreId, fileId, user.headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toBe(`attachment; filename="Bericht M_llergpj.pdf"; filename*=UTF-8''${encodeURIComponent('Bericht Müllergpj.pdf')}`);
    }
  });

  it('answers 404 to another centre, through its own centre or through ours', async () => {
    expect((await get(a.centreId, fileId, b.owner.headers)).statusCode).toBe(404);
    expect((await get(b.centreId, fileId, b.owner.headers)).statusCode).toBe(404);
    expect((await get(b.centreId, fileId, b.owner.headers)).json()).toEqual({ code: 'notFound', message: 'errors.notFound' });
  });

  it('rejects a missing or malformed file id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/centre/${a.centreId}/download-document`, headers: a.owner.headers })).statusCode).toBe(400);
    expect((await get(a.centreId, 'not-a-uuid', a.owner.headers)).statusCode).toBe(404);
  });
});
