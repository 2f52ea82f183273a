import { HttpError, badRequest } from '../../errors';
import { inspectImage, type ImageMime } from './imageCheck';
import { stripImageMetadata } from './stripMetadata';

/** wording.md §5/§9: images up to 10 MB and at least 128x128 px. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MIN_IMAGE_SIDE = 128;
/** Larger than any camera produces; keeps pixel-flood images away from browsers (WebP's own limit). */
export const MAX_IMAGE_SIDE = 16383;

export interface AcceptedImage {
  data: Buffer;
  mime: ImageMime;
  width: number;
  height: number;
}

/** Checks an uploaded image and returns it without its metadata; throws the 4xx the client shows. */
export function acceptImage(buf: Buffer): AcceptedImage {
  if (buf.length === 0) throw badRequest('fileNotSelected');
  if (buf.length > MAX_IMAGE_BYTES) throw new HttpError(413, 'payloadTooLarge');
  const info = inspectImage(buf);
  if (!info) throw new HttpError(415, 'wrongFileFormat');
  if (info.width < MIN_IMAGE_SIDE || info.height < MIN_IMAGE_SIDE) throw badRequest('imageTooSmall');
  if (info.width > MAX_IMAGE_SIDE || info.height > MAX_IMAGE_SIDE) throw badRequest('imageTooLarge');
  return { ...info, data: stripImageMetadata(buf, info.mime) };
}
