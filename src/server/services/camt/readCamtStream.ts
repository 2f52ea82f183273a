/**
 * Reads an uploaded bank file from a stream (multipart upload, request body) and stops as soon as
 * it passes the size limit: a 200 MB file costs one chunk past 20 MB, never 200 MB of memory.
 * Leaving the loop by throwing calls the stream's return(), which destroys a Node stream.
 */
import { CAMT_MAX_BYTES, CamtError } from './camtError';

export async function readCamtStream(source: AsyncIterable<Uint8Array | string>, maxBytes = CAMT_MAX_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    size += bytes.byteLength;
    if (size > maxBytes) throw new CamtError('camtTooLarge', String(maxBytes));
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size);
}
