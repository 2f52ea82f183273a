/**
 * The invoice design (issue 11 §3, §5): logo, header image and A4 background uploaded per centre
 * (JPEG/PNG/TIFF by their bytes, a TIFF stored as PNG, 5 MB), drawn on the sample preview and
 * on real invoices — checked on the rasterised page at the image's spot — never under the white
 * payment part, whose QR code still decodes; none with invoiceWoLogoIds (pre-printed paper).
 */
import fs from 'node:fs';
import { PNG } from 'pngjs';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { decodeQr, pdfText, workDir, writePdf } from './support/pdfTools';
import { colourAt, near, solidImage, upload } from './support/designImages';
import { finished, QR_IBAN, single, useInvoiceWorld } from './world';

const dir = workDir();
afterAll(() => {
  if (!process.env.KEEP_INVOICE_PDFS) fs.rmSync(dir, { recursive: true, force: true });
});

const RED = '#d32f2f';
const BLUE = '#1565c0';
const AMBER = '#ffe082';
const WHITE = '#ffffff';
/** Inside the logo's box (top left, from the margins, up to 170 × 60 pt). */
const LOGO_SPOT = [80, 60] as const;
/** Left of the text, half way down: only a background colours it. */
const MARGIN_SPOT = [8, 400] as const;
/** Corners of the payment part (the bottom 105 mm): white under any background. */
const SLIP_SPOTS = [
  [5, 600],
  [590, 700],
] as const;

/** A little-endian TIFF whose one directory announces width × height (8-bit grey, no strip data). */
function tiffAnnouncing(width: number, height: number): Buffer {
  const tags: [number, number, number][] = [
    [256, 4, width],
    [257, 4, height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, 0],
    [277, 3, 1],
    [278, 4, height],
    [279, 4, width * height],
  ];
  const b = Buffer.alloc(8 + 2 + tags.length * 12 + 4);
  b.write('II', 0, 'latin1');
  b.writeUInt16LE(42, 2);
  b.writeUInt32LE(8, 4);
  b.writeUInt16LE(tags.length, 8);
  tags.forEach(([tag, type, value], i) => {
    const at = 10 + i * 12;
    b.writeUInt16LE(tag, at);
    b.writeUInt16LE(type, at + 2);
    b.writeUInt32LE(1, at + 4);
    if (type === 3) b.writeUInt16LE(value, at + 8);
    else b.writeUInt32LE(value >>> 0, at + 8);
  });
  return b;
}

describe.each(DB_KINDS)('invoice design on %s', (kind) => {
  const w = useInvoiceWorld(kind);
  const base = () => `/api/centres/${w.ia.centreId}/invoice-design`;
  let n = 0;

  async function preview(body: Record<string, unknown> = {}) {
    const res = await call(w.t, w.ia.owner, 'POST', `${base()}/preview`, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return writePdf(dir, `preview-${kind}-${++n}`, res.rawPayload);
  }

  it('stores a PNG logo and draws it top left on the preview of a sample invoice with a valid QR-bill', async () => {
    const logo = await solidImage(dir, `logo-${kind}`, 240, 80, RED, 'png');
    const res = await upload(w.t, w.ia.owner, `${base()}/logo`, logo, 'logo.png');
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).toMatchObject({ name: 'logo.png', mimeType: 'image/png' });
    expect(res.json().header).toBeNull();
    const image = await call(w.t, w.ia.admin, 'GET', `${base()}/logo/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const file = await preview({ title: 'Honorarrechnung', greetings: 'Freundliche Grüsse', language: 'de' });
    expect(near(colourAt(file, ...LOGO_SPOT, 1), RED)).toBe(true);
    const text = pdfText(file);
    expect(text).toContain('Honorarrechnung MUSTER');
    expect(text).toContain('Muster: Physiotherapie 60 Min.');
    expect(text).toContain('Freundliche Grüsse');
    const code = decodeQr(file) ?? decodeQr(file, 300);
    expect(code?.data.split('\n').slice(0, 4)).toEqual(['SPC', '0200', '1', QR_IBAN]);
    // For pre-printed paper: nothing of the design.
    expect(near(colourAt(await preview({ plain: true }), ...LOGO_SPOT, 1), WHITE)).toBe(true);
  }, 60_000);

  it('draws a JPEG header image across the top instead of the logo', async () => {
    const header = await solidImage(dir, `header-${kind}`, 2000, 200, BLUE, 'jpeg');
    const res = await upload(w.t, w.ia.admin, `${base()}/header`, header, 'briefkopf.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.json().header).toMatchObject({ mimeType: 'image/jpeg' });
    const file = await preview({ language: 'fr' });
    expect(near(colourAt(file, 300, 20, 1), BLUE)).toBe(true);
    expect(near(colourAt(file, 80, 50, 1), BLUE)).toBe(true);
    expect(pdfText(file)).toContain('Exemple : physiothérapie');
  }, 60_000);

  it('draws the A4 background behind every page but leaves the payment part white; the QR code still decodes', async () => {
    const background = await solidImage(dir, `background-${kind}`, 595, 842, AMBER, 'png');
    expect((await upload(w.t, w.ia.owner, `${base()}/background`, background, 'papier.png')).statusCode).toBe(200);
    const file = await preview();
    expect(near(colourAt(file, ...MARGIN_SPOT, 1), AMBER)).toBe(true);
    // The background replaces the header image.
    expect(near(colourAt(file, 300, 20, 1), AMBER)).toBe(true);
    for (const [x, y] of SLIP_SPOTS) expect(near(colourAt(file, x, y, 1), WHITE)).toBe(true);
    expect(decodeQr(file) ?? decodeQr(file, 300)).not.toBeNull();
  }, 60_000);

  it('draws the design on a real invoice through invoiceLogoIds and leaves it out through invoiceWoLogoIds', async () => {
    const invoice = (await single(w, w.ia.owner, [await finished(w, w.ia)])).json();
    const links = await call(w.t, w.ia.admin, 'GET', `/api/invoice-pdf-links?invoiceLogoIds=${invoice.invoice_id}&invoiceWoLogoIds=${invoice.invoice_id}`);
    expect(links.statusCode).toBe(200);
    const [withLogo, without] = links.json() as { pdfTempLink: string; withLogo: boolean }[];
    const open = async (link: string, name: string) => {
      const u = new URL(link);
      const res = await w.t.app.inject({ method: 'GET', url: u.pathname + u.search });
      expect(res.statusCode).toBe(200);
      return writePdf(dir, `${name}-${kind}`, res.rawPayload);
    };
    const designed = await open(withLogo.pdfTempLink, 'with-design');
    expect(near(colourAt(designed, ...MARGIN_SPOT, 1), AMBER)).toBe(true);
    for (const [x, y] of SLIP_SPOTS) expect(near(colourAt(designed, x, y), WHITE)).toBe(true);
    const code = decodeQr(designed) ?? decodeQr(designed, 300);
    expect(code?.data.split('\n')[28]).toBe(invoice.reference);
    const plain = await open(without.pdfTempLink, 'without-design');
    expect(near(colourAt(plain, ...MARGIN_SPOT, 1), WHITE)).toBe(true);
    expect(pdfText(plain)).toContain(invoice.number);
  }, 90_000);

  it('takes a TIFF as a PNG and draws it; refuses other files, a broken TIFF and images over 5 MB with clear codes', async () => {
    const tiff = await solidImage(dir, `tiff-${kind}`, 240, 80, BLUE, 'tiff');
    const stored = await upload(w.t, w.ia.owner, `${base()}/logo`, tiff, 'logo.tif');
    expect(stored.statusCode).toBe(200);
    expect(stored.json().logo).toMatchObject({ name: 'logo.tif', mimeType: 'image/png' });
    const image = await call(w.t, w.ia.owner, 'GET', `${base()}/logo/image`);
    expect([image.headers['content-type'], image.rawPayload.subarray(1, 4).toString()]).toEqual(['image/png', 'PNG']);
    // Its pixels are the TIFF's (the background uploaded above prints instead of a logo, so read the PNG itself).
    const pixels = PNG.sync.read(image.rawPayload);
    const i = 4 * (40 * pixels.width + 120);
    expect([pixels.width, pixels.height, near([pixels.data[i], pixels.data[i + 1], pixels.data[i + 2]], BLUE)]).toEqual([240, 80, true]);
    const refused = async (data: Buffer, name: string) => {
      const res = await upload(w.t, w.ia.owner, `${base()}/logo`, data, name);
      return [res.statusCode, res.json().code];
    };
    // A TIFF header with nothing readable behind it, and one announcing a 60,000 × 60,000 image.
    expect(await refused(Buffer.concat([tiff.subarray(0, 8), Buffer.alloc(64)]), 'broken.tif')).toEqual([415, 'unsupportedImageType']);
    expect(await refused(tiffAnnouncing(60_000, 60_000), 'bomb.tif')).toEqual([415, 'unsupportedImageType']);
    const logo = await solidImage(dir, `logo-again-${kind}`, 240, 80, RED, 'png');
    expect((await upload(w.t, w.ia.owner, `${base()}/logo`, logo, 'logo.png')).statusCode).toBe(200);
    // Judged by the bytes: a PDF named .png is no image.
    expect(await refused(Buffer.from('%PDF-1.4 not an image'), 'logo.png')).toEqual([415, 'unsupportedImageType']);
    const png = await solidImage(dir, `big-${kind}`, 100, 100, RED, 'png');
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await refused(big, 'logo.png')).toEqual([413, 'payloadTooLarge']);
    // Nothing was replaced by the refusals.
    expect((await call(w.t, w.ia.owner, 'GET', base())).json().logo).toMatchObject({ name: 'logo.png' });
  }, 60_000);

  it('is for the centre managers only; another centre sees nothing', async () => {
    const png = await solidImage(dir, `role-${kind}`, 100, 100, RED, 'png');
    expect((await upload(w.t, w.ia.provider, `${base()}/logo`, png, 'x.png')).statusCode).toBe(403);
    expect((await upload(w.t, w.ib.owner, `${base()}/logo`, png, 'x.png')).statusCode).toBe(404);
    expect((await call(w.t, w.ia.provider, 'POST', `${base()}/preview`, {})).statusCode).toBe(403);
    expect((await call(w.t, w.ib.owner, 'GET', `${base()}/logo/image`)).statusCode).toBe(404);
    expect((await call(w.t, w.ib.owner, 'DELETE', `${base()}/logo`)).statusCode).toBe(404);
    // B's own design is empty: A's images are not B's.
    expect((await call(w.t, w.ib.owner, 'GET', `/api/centres/${w.ib.centreId}/invoice-design`)).json()).toEqual({ logo: null, header: null, background: null });
  }, 60_000);

  it('removes an image (the file goes too); removing it again is 404', async () => {
    const res = await call(w.t, w.ia.owner, 'DELETE', `${base()}/background`);
    expect(res.statusCode).toBe(200);
    expect(res.json().background).toBeNull();
    expect((await call(w.t, w.ia.owner, 'DELETE', `${base()}/background`)).statusCode).toBe(404);
    expect((await call(w.t, w.ia.owner, 'GET', `${base()}/background/image`)).statusCode).toBe(404);
    // The header image is drawn again.
    expect(near(colourAt(await preview(), 300, 20, 1), BLUE)).toBe(true);
  }, 60_000);

  it('audits every upload and removal as a change of the invoicing settings, by whom and which slot', async () => {
    const logged = await w.t.ctx.db
      .select({ userId: auditEvents.userId, role: auditEvents.role, action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.centreId, w.ia.centreId), eq(auditEvents.objectType, 'invoicingSettings'), eq(auditEvents.objectId, w.ia.centreId)))
      .orderBy(auditEvents.id);
    const design = logged.filter((e) => JSON.stringify(e.detail).includes('design.'));
    // The earlier tests uploaded a logo, a header, a background and a TIFF logo, and removed the background once.
    expect(design.map((e) => (e.detail as { fields: string[] }).fields[0])).toEqual(expect.arrayContaining(['design.logo', 'design.header', 'design.background']));
    const who = new Map([
      [w.ia.owner.userId, 'OWNER'],
      [w.ia.admin.userId, 'ADMIN'],
    ]);
    expect(design.every((e) => e.action === 'update' && e.role === who.get(e.userId as string))).toBe(true);
    // The header was uploaded by the administrator.
    expect(design.find((e) => (e.detail as { fields: string[] }).fields[0] === 'design.header')?.userId).toBe(w.ia.admin.userId);
    expect(design.filter((e) => (e.detail as { removed?: boolean }).removed)).toEqual([expect.objectContaining({ detail: { fields: ['design.background'], removed: true } })]);
    expect(design.find((e) => (e.detail as { fields: string[] }).fields[0] === 'design.header')?.detail).toMatchObject({ mimeType: expect.stringMatching(/^image\/(png|jpeg)$/), name: expect.any(String) });
  });
});
