/**
 * Removes embedded metadata (EXIF with GPS position and camera serials, XMP, IPTC, text
 * chunks) from uploaded images before they are stored and served on the public profile.
 * JPEG orientation is kept, so photos taken upright on a phone still display upright.
 */

function exifOrientation(app1: Buffer): number {
  // app1 = "Exif\0\0" + TIFF header + IFD0; we only need tag 0x0112 of IFD0.
  if (app1.length < 14 || app1.toString('latin1', 0, 6) !== 'Exif\0\0') return 1;
  const tiff = app1.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** An APP1 segment holding only the orientation tag (big-endian TIFF, one IFD entry). */
function orientationSegment(orientation: number): Buffer {
  const seg = Buffer.alloc(36);
  seg.writeUInt16BE(0xffe1, 0);
  seg.writeUInt16BE(34, 2);
  seg.write('Exif\0\0', 4, 'latin1');
  seg.write('MM', 10, 'latin1');
  seg.writeUInt16BE(42, 12);
  seg.writeUInt32BE(8, 14);
  seg.writeUInt16BE(1, 18); // one entry
  seg.writeUInt16BE(0x0112, 20);
  seg.writeUInt16BE(3, 22); // SHORT
  seg.writeUInt32BE(1, 24);
  seg.writeUInt16BE(orientation, 28);
  seg.writeUInt32BE(0, 32); // no next IFD
  return seg;
}

function stripJpeg(buf: Buffer): Buffer {
  const kept: Buffer[] = [buf.subarray(0, 2)];
  let orientation = 1;
  let insertAt = 1;
  let offset = 2;
  while (offset + 4 <= buf.length) {
    const marker = buf[offset + 1];
    if (buf[offset] !== 0xff || marker === 0xda) break; // scan data: copy the rest verbatim
    const end = offset + 2 + buf.readUInt16BE(offset + 2);
    if (end > buf.length) break;
    const segment = buf.subarray(offset, end);
    const payload = buf.subarray(offset + 4, end);
    // APP1 (EXIF/XMP), APP13 (IPTC/Photoshop) and COM carry personal metadata; drop them.
    if (marker === 0xe1 || marker === 0xed || marker === 0xfe) {
      if (marker === 0xe1) orientation = Math.max(orientation, exifOrientation(payload));
    } else {
      kept.push(segment);
      if (marker === 0xe0 && kept.length === 2) insertAt = 2; // keep JFIF APP0 first
    }
    offset = end;
  }
  kept.push(buf.subarray(offset));
  if (orientation !== 1) kept.splice(insertAt, 0, orientationSegment(orientation));
  return Buffer.concat(kept);
}

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function stripPng(buf: Buffer): Buffer {
  const kept: Buffer[] = [buf.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > buf.length) break;
    if (!PNG_DROPPED.has(type)) kept.push(buf.subarray(offset, end));
    offset = end;
  }
  if (offset < buf.length) kept.push(buf.subarray(offset));
  return Buffer.concat(kept);
}

function stripWebp(buf: Buffer): Buffer {
  const kept: Buffer[] = [];
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const type = buf.toString('latin1', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const end = Math.min(buf.length, offset + 8 + size + (size % 2));
    if (type !== 'EXIF' && type !== 'XMP ') kept.push(Buffer.from(buf.subarray(offset, end)));
    offset = end;
  }
  const first = kept[0];
  if (first && first.toString('latin1', 0, 4) === 'VP8X') first[8] &= ~0x0c; // clear the EXIF and XMP flags
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

export function stripImageMetadata(buf: Buffer, mime: 'image/jpeg' | 'image/png' | 'image/webp'): Buffer {
  if (mime === 'image/jpeg') return stripJpeg(buf);
  if (mime === 'image/png') return stripPng(buf);
  return stripWebp(buf);
}
