import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { centreProviders, centres, files } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import type { TestUser } from '../support/fixtures';
import { call, useClinicsWorld } from './world';
import { exifPayload, jpeg, multipart, png, webpLossless, type FilePart } from './testImages';

const pngPart = (w = 200, h = 150, filename = 'logo.png'): FilePart => ({ filename, contentType: 'image/png', data: png(w, h) });

describe.each(DB_KINDS)('centre images on %s', (kind) => {
  const w = useClinicsWorld(kind);

  const upload = (user: TestUser, url: string, parts: FilePart[]) => {
    const { payload, headers } = multipart(parts);
    return w.t.app.inject({ method: 'POST', url, payload, headers: { ...user.headers, ...headers } });
  };
  const fileRow = async (id: string) => (await w.t.ctx.db.select().from(files).where(eq(files.id, id)))[0];
  const onDisk = (storageKey: string) => fs.existsSync(path.join(w.t.ctx.config.dataDir, 'files', storageKey));
  const idOf = (url: string) => url.split('/').pop() as string;

  describe('logo and main picture', () => {
    it('stores a logo, serves it publicly with safe headers, and deletes the old one on replace', async () => {
      const first = await upload(w.a.admin, `/api/centre/${w.a.centreId}/updateLogo`, [pngPart()]);
      expect(first.statusCode).toBe(200);
      const logoUrl: string = first.json().logo;
      expect(logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      const row = await fileRow(idOf(logoUrl));
      expect(row).toMatchObject({ centreId: w.a.centreId, purpose: 'logo', mimeType: 'image/png', originalName: 'logo.png' });
      expect(onDisk(row.storageKey)).toBe(true);

      const served = await w.t.app.inject({ method: 'GET', url: logoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe('inline');
      expect(served.headers['cache-control']).toContain('max-age=');
      expect(served.rawPayload.equals(png(200, 150))).toBe(true);

      const second = await upload(w.a.owner, `/api/centre/${w.a.centreId}/updateLogo?logo=true`, [{ filename: 'new.jpg', contentType: 'image/jpeg', data: jpeg(300, 300) }]);
      expect(second.statusCode).toBe(200);
      expect(second.json().logo).not.toBe(logoUrl);
      expect(await fileRow(idOf(logoUrl))).toBeUndefined();
      expect(onDisk(row.storageKey)).toBe(false);
      expect((await w.t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
      expect((await w.t.app.inject({ method: 'GET', url: second.json().logo })).headers['content-type']).toBe('image/jpeg');
    });

    it('sets the main picture with ?picture=true and strips EXIF (GPS) from photos', async () => {
      const res = await upload(w.a.owner, `/api/centre/${w.a.centreId}/updateLogo?picture=true`, [
        { filename: 'team.jpg', contentType: 'image/jpeg', data: jpeg(640, 480, { exif: exifPayload(6) }) },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().picture).toMatch(/^\/api\/files\//);
      const served = await w.t.app.inject({ method: 'GET', url: res.json().picture });
      expect(served.rawPayload.includes('GPS-47.3769N')).toBe(false);
      expect(served.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    });

    it('takes the type from the bytes, not from the name or declared type', async () => {
      const res = await upload(w.a.owner, `/api/centre/${w.a.centreId}/updateLogo`, [{ filename: 'photo.gif', contentType: 'text/plain', data: png(130, 130) }]);
      expect(res.statusCode).toBe(200);
      expect((await fileRow(idOf(res.json().logo))).mimeType).toBe('image/png');
    });

    it('refuses HTML named .png (415), tiny images (400), oversize files (413) and empty requests (400)', async () => {
      const before = await w.t.ctx.db.select().from(files);
      const html = await upload(w.a.owner, `/api/centre/${w.a.centreId}/updateLogo`, [
        { filename: 'logo.png', contentType: 'image/png', data: Buffer.from('<html><script>alert(document.cookie)</script></html>') },
      ]);
      expect(html.statusCode).toBe(415);
      expect(html.json()).toEqual({ code: 'wrongFileFormat', message: 'errors.wrongFileFormat' });

      const tiny = await upload(w.a.owner, `/api/centre/${w.a.centreId}/updateLogo`, [pngPart(10, 10)]);
      expect(tiny.statusCode).toBe(400);
      expect(tiny.json().code).toBe('imageTooSmall');

      const big = Buffer.concat([png(200, 200), Buffer.alloc(10 * 1024 * 1024)]);
      const oversize = await upload(w.a.owner, `/api/centre/${w.a.centreId}/updateLogo`, [{ filename: 'big.png', contentType: 'image/png', data: big }]);
      expect(oversize.statusCode).toBe(413);
      expect(oversize.json().code).toBe('payloadTooLarge');

      const none = await call(w.t, w.a.owner, 'POST', `/api/centre/${w.a.centreId}/updateLogo`, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe('fileNotSelected');
      const wrongField = await upload(w.a.owner, `/api/centre/${w.a.centreId}/updateLogo`, [{ ...pngPart(), field: 'image' }]);
      expect(wrongField.json().code).toBe('fileNotSelected');

      expect(await w.t.ctx.db.select().from(files)).toHaveLength(before.length);
    });

    it('refuses providers (403) and other centres (404)', async () => {
      expect((await upload(w.a.provider, `/api/centre/${w.a.centreId}/updateLogo`, [pngPart()])).statusCode).toBe(403);
      const [bBefore] = await w.t.ctx.db.select().from(centres).where(eq(centres.id, w.b.centreId));
      expect((await upload(w.a.owner, `/api/centre/${w.b.centreId}/updateLogo`, [pngPart()])).statusCode).toBe(404);
      const [bAfter] = await w.t.ctx.db.select().from(centres).where(eq(centres.id, w.b.centreId));
      expect(bAfter).toEqual(bBefore);
    });
  });

  describe('gallery photos', () => {
    it('appends photos up to 5 and refuses the upload that would pass the limit (409)', async () => {
      const six = await upload(w.a.owner, `/api/centre/${w.a.centreId}/updatePhotos`, Array.from({ length: 6 }, () => pngPart()));
      expect(six.statusCode).toBe(409);
      expect(six.json()).toEqual({ code: 'tooManyPhotos', message: 'errors.tooManyPhotos', max: 5 });
      const three = await upload(w.a.owner, `/api/centre/${w.a.centreId}/updatePhotos`, [pngPart(), { filename: 'b.jpg', contentType: 'image/jpeg', data: jpeg(200, 200) }, { filename: 'c.webp', contentType: 'image/webp', data: webpLossless(400, 300) }]);
      expect(three.statusCode).toBe(200);
      expect(three.json().photos).toHaveLength(3);
      const tooMany = await upload(w.a.owner, `/api/centre/${w.a.centreId}/updatePhotos`, [pngPart(), pngPart(), pngPart()]);
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().code).toBe('tooManyPhotos');
      const two = await upload(w.a.admin, `/api/centre/${w.a.centreId}/updatePhotos`, [pngPart(), pngPart()]);
      expect(two.json().photos).toHaveLength(5);
      expect((await upload(w.a.owner, `/api/centre/${w.a.centreId}/updatePhotos`, [pngPart()])).statusCode).toBe(409);
      const photoFiles = await w.t.ctx.db.select().from(files).where(eq(files.purpose, 'photo'));
      expect(photoFiles.filter((f) => f.centreId === w.a.centreId)).toHaveLength(5);
    });

    it('stores nothing when one image of the upload is bad', async () => {
      const [c] = await w.t.ctx.db.select().from(centres).where(eq(centres.id, w.b.centreId));
      const res = await upload(w.b.owner, `/api/centre/${w.b.centreId}/updatePhotos`, [pngPart(), pngPart(20, 20)]);
      expect(res.statusCode).toBe(400);
      const [after] = await w.t.ctx.db.select().from(centres).where(eq(centres.id, w.b.centreId));
      expect(after.photoFileIds).toEqual(c.photoFileIds);
    });

    it('deletes a photo of its own centre only', async () => {
      const photos: { file_id: string }[] = (await call(w.t, w.a.owner, 'GET', `/api/centre/${w.a.centreId}/getCentre`)).json().photos;
      const victim = photos[0].file_id;
      const bPhoto = (await upload(w.b.owner, `/api/centre/${w.b.centreId}/updatePhotos`, [pngPart()])).json().photos[0].file_id;

      expect((await call(w.t, w.a.provider, 'POST', `/api/centres/${w.a.centreId}/deletePhoto`, { file_id: victim })).statusCode).toBe(403);
      // B's photo through A's centre, and through B's centre: both unknown to A.
      expect((await call(w.t, w.a.owner, 'POST', `/api/centres/${w.a.centreId}/deletePhoto`, { file_id: bPhoto })).statusCode).toBe(404);
      expect((await call(w.t, w.a.owner, 'POST', `/api/centres/${w.b.centreId}/deletePhoto`, { file_id: bPhoto })).statusCode).toBe(404);
      expect(await fileRow(bPhoto)).toBeDefined();
      expect((await call(w.t, w.a.owner, 'POST', `/api/centres/${w.a.centreId}/deletePhoto`, { file_id: 'nope' })).statusCode).toBe(400);

      const res = await call(w.t, w.a.owner, 'POST', `/api/centres/${w.a.centreId}/deletePhoto`, { file_id: victim });
      expect(res.statusCode).toBe(200);
      expect(res.json().photos.map((p: { file_id: string }) => p.file_id)).not.toContain(victim);
      expect(res.json().photos).toHaveLength(4);
      expect(await fileRow(victim)).toBeUndefined();
    });
  });

  describe('provider avatar', () => {
    it('lets the provider and managers set it, not colleagues or other centres', async () => {
      const own = await upload(w.a.provider, `/api/centre/${w.a.centreId}/centreProvider/${w.a.cp.provider}/updateAvatar`, [pngPart(256, 256)]);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ centreProvider_id: w.a.cp.provider, avatar: expect.stringMatching(/^\/api\/files\//) });
      const first = own.json().avatar as string;
      const byOwner = await upload(w.a.owner, `/api/centre/${w.a.centreId}/centreProvider/${w.a.cp.provider}/updateAvatar`, [pngPart(300, 300)]);
      expect(byOwner.statusCode).toBe(200);
      expect(await fileRow(idOf(first))).toBeUndefined();

      expect((await upload(w.a.provider, `/api/centre/${w.a.centreId}/centreProvider/${w.a.cp.admin}/updateAvatar`, [pngPart()])).statusCode).toBe(403);
      expect((await upload(w.a.owner, `/api/centre/${w.a.centreId}/centreProvider/${w.b.cp.provider}/updateAvatar`, [pngPart()])).statusCode).toBe(404);
      expect((await upload(w.a.owner, `/api/centre/${w.b.centreId}/centreProvider/${w.b.cp.provider}/updateAvatar`, [pngPart()])).statusCode).toBe(404);
      const [bcp] = await w.t.ctx.db.select().from(centreProviders).where(eq(centreProviders.id, w.b.cp.provider));
      expect(bcp.avatarFileId).toBeNull();
    });
  });

  describe('GET /api/files/{id}', () => {
    it('serves only public profile images; other files and unknown ids are 404', async () => {
      const [doc] = await w.t.ctx.db
        .insert(files)
        .values({ centreId: w.a.centreId, purpose: 'invoice', mimeType: 'application/pdf', size: 4, storageKey: await w.t.ctx.files.put(w.a.centreId, Buffer.from('%PDF')) })
        .returning();
      expect((await w.t.app.inject({ method: 'GET', url: `/api/files/${doc.id}` })).statusCode).toBe(404);
      expect((await w.t.app.inject({ method: 'GET', url: '/api/files/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
      expect((await w.t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    });
  });
});
