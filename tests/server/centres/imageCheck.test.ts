import { inspectImage } from '../../../src/server/services/files/imageCheck';
import { stripImageMetadata } from '../../../src/server/services/files/stripMetadata';
import { acceptImage } from '../../../src/server/services/files/images';
import { exifPayload, jpeg, png, webpLossless } from './testImages';

describe('inspectImage', () => {
  it('reads type and size from PNG, JPEG and WebP headers', () => {
    expect(inspectImage(png(300, 200))).toEqual({ mime: 'image/png', width: 300, height: 200 });
    expect(inspectImage(jpeg(640, 480, { exif: exifPayload(6) }))).toEqual({ mime: 'image/jpeg', width: 640, height: 480 });
    expect(inspectImage(webpLossless(1000, 129))).toEqual({ mime: 'image/webp', width: 1000, height: 129 });
  });

  it('refuses HTML, SVG, PDF and truncated images whatever they are called', () => {
    expect(inspectImage(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(inspectImage(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(inspectImage(png(200, 200).subarray(0, 20))).toBeNull();
    expect(inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('acceptImage', () => {
  it('answers the HTTP errors the upload routes send', () => {
    expect(() => acceptImage(png(10, 10))).toThrow(expect.objectContaining({ statusCode: 400, code: 'imageTooSmall' }));
    expect(() => acceptImage(png(128, 127))).toThrow(expect.objectContaining({ code: 'imageTooSmall' }));
    expect(() => acceptImage(Buffer.from('<html></html>'))).toThrow(expect.objectContaining({ statusCode: 415, code: 'wrongFileFormat' }));
    expect(() => acceptImage(webpLossless(16384, 200))).toThrow(expect.objectContaining({ code: 'imageTooLarge' }));
    expect(acceptImage(png(128, 128)).mime).toBe('image/png');
  });
});

describe('stripImageMetadata', () => {
  it('removes EXIF text from a JPEG but keeps its orientation and image data', () => {
    const original = jpeg(256, 256, { exif: exifPayload(6) });
    expect(original.includes('GPS-47.3769N')).toBe(true);
    const stripped = stripImageMetadata(original, 'image/jpeg');
    expect(stripped.includes('GPS-47.3769N')).toBe(false);
    expect(inspectImage(stripped)).toEqual({ mime: 'image/jpeg', width: 256, height: 256 });
    // Orientation 6 survives in a minimal EXIF segment (big-endian TIFF, tag 0x0112 = 6).
    const app1 = stripped.indexOf(Buffer.from('Exif\0\0MM', 'latin1'));
    expect(app1).toBeGreaterThan(0);
    expect(stripped.readUInt16BE(app1 + 6 + 18)).toBe(6);
    // Everything from the frame header on is unchanged.
    const sof = (b: Buffer) => b.subarray(b.indexOf(Buffer.from([0xff, 0xdb])));
    expect(sof(stripped).equals(sof(original))).toBe(true);
  });

  it('adds nothing to a JPEG that is already upright and clean', () => {
    const clean = jpeg(200, 200);
    expect(stripImageMetadata(clean, 'image/jpeg').equals(clean)).toBe(true);
  });

  it('drops PNG text and EXIF chunks', () => {
    const withText = png(150, 150, [{ type: 'tEXt', data: Buffer.from('Comment\0home address Bahnhofstrasse 1') }, { type: 'eXIf', data: exifPayload(1).subarray(6) }]);
    const stripped = stripImageMetadata(withText, 'image/png');
    expect(stripped.includes('Bahnhofstrasse')).toBe(false);
    expect(stripped.includes('GPS-47.3769N')).toBe(false);
    expect(stripped.equals(png(150, 150))).toBe(true);
  });
});
