/**
 * Real, decodable test images built in code: a PNG (zlib-compressed RGB rows) and a baseline
 * grey JPEG (one Huffman code per table, every 8x8 block flat mid-grey), optionally with EXIF.
 */
import zlib from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

export function png(width: number, height: number, extraChunks: { type: string; data: Buffer }[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...extraChunks.map((c) => pngChunk(c.type, c.data)),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** EXIF APP1 payload with Orientation and a GPS latitude reference marker string we can search for. */
export function exifPayload(orientation: number, secret = 'GPS-47.3769N-8.5417E'): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  // Orientation (SHORT)
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  // ImageDescription (ASCII) pointing after the IFD
  const text = Buffer.from(`${secret}\0`, 'latin1');
  tiff.writeUInt16LE(0x010e, 22);
  tiff.writeUInt16LE(2, 24);
  tiff.writeUInt32LE(text.length, 26);
  tiff.writeUInt32LE(tiff.length, 30);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, text]);
}

export function jpeg(width: number, height: number, opts: { exif?: Buffer } = {}): Buffer {
  const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const dqt = Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]);
  const sof = Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  // One code of length 1 per table: DC category 0, AC end-of-block.
  const huff = (tableClassAndId: number) => Buffer.concat([Buffer.from([tableClassAndId, 1]), Buffer.alloc(15, 0), Buffer.from([0])]);
  const sos = Buffer.from([1, 1, 0x00, 0, 63, 0]);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = blocks * 2; // '0' (DC diff 0) + '0' (EOB) per block
  const scan = Buffer.alloc(Math.ceil(bits / 8), 0);
  if (bits % 8) scan[scan.length - 1] = (1 << (8 - (bits % 8))) - 1; // pad with 1-bits
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, jfif),
    ...(opts.exif ? [segment(0xe1, opts.exif)] : []),
    segment(0xdb, dqt),
    segment(0xc0, sof),
    segment(0xc4, huff(0x00)),
    segment(0xc4, huff(0x10)),
    segment(0xda, sos),
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A lossless WebP container header (VP8L) of the given size, with an optional EXIF chunk. */
export function webpLossless(width: number, height: number): Buffer {
  const vp8l = Buffer.alloc(5 + 8);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  const chunkHead = Buffer.alloc(8);
  chunkHead.write('VP8L', 0, 'latin1');
  chunkHead.writeUInt32LE(vp8l.length, 4);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), chunkHead, vp8l, Buffer.alloc(vp8l.length % 2)]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data request body for app.inject. */
export function multipart(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kura${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
