/**
 * TIFF design images (issue 11 §3: "jpg/png/tiff"): pdfkit draws only JPEG and PNG, so a TIFF
 * becomes a PNG once, at upload — its first page, decoded by utif2 (pure JS, no native codec) and
 * written by pngjs. The size is read from the header before any pixel is decoded, so a small file
 * announcing a huge image (a decompression bomb) is refused without allocating it. Both libraries
 * (with pako) load with the first TIFF, not at server start.
 */

/** Largest edge pdfkit and the settings page accept, and a pixel budget (~ A4 at 300 dpi × 1.5). */
const MAX_EDGE = 16383;
const MAX_PIXELS = 13_000_000;

export const isTiff = (b: Buffer) => b.length >= 4 && ((b[0] === 0x49 && b[1] === 0x49 && b[2] === 0x2a && b[3] === 0x00) || (b[0] === 0x4d && b[1] === 0x4d && b[2] === 0x00 && b[3] === 0x2a));

/** A tag's first value (utif2 keeps tags as arrays). */
const firstValue = (tag: unknown) => (Array.isArray(tag) ? Number(tag[0]) || 0 : 0);

/** The TIFF's first page as a PNG, or null when it is not a TIFF this can read (or too large). */
export async function tiffToPng(buf: Buffer): Promise<Buffer | null> {
  const [{ default: UTIF }, { PNG }] = await Promise.all([import('utif2'), import('pngjs')]);
  try {
    const [first] = UTIF.decode(buf);
    const width = firstValue(first?.t256);
    const height = firstValue(first?.t257);
    if (width < 1 || height < 1 || width > MAX_EDGE || height > MAX_EDGE || width * height > MAX_PIXELS) return null;
    UTIF.decodeImage(buf, first);
    const rgba = UTIF.toRGBA8(first);
    if (rgba.length !== width * height * 4) return null;
    const png = new PNG({ width, height });
    png.data = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
    return PNG.sync.write(png);
  } catch {
    return null;
  }
}
