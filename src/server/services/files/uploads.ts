import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';

export interface UploadedPart {
  data: Buffer;
  filename: string;
}

/**
 * Reads the multipart `file` parts of a request into memory. The multipart plugin caps each
 * file at 10 MB (413 payloadTooLarge); other parts are drained and ignored.
 */
export async function readFileParts(request: FastifyRequest, maxFiles: number): Promise<UploadedPart[]> {
  if (!request.isMultipart()) throw badRequest('fileNotSelected');
  const out: UploadedPart[] = [];
  for await (const part of request.parts({ limits: { files: maxFiles } })) {
    if (part.type !== 'file') continue;
    const data = await part.toBuffer();
    if (part.fieldname !== 'file' || data.length === 0) continue;
    out.push({ data, filename: part.filename.slice(0, 200) });
  }
  if (out.length === 0) throw badRequest('fileNotSelected');
  return out;
}
