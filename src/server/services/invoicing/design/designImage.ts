/**
 * Checks an uploaded invoice design image: recognised by its bytes (never the name), at most
 * 5 MB, and one pdfkit can embed — it draws only JPEG and PNG, so the image is opened once here
 * rather than failing every invoice later. A TIFF becomes a PNG here (tiffToPng.ts).
 */
import { HttpError, badRequest } from '../../../errors';
import { DESIGN_IMAGE_MAX_BYTES } from '../../../../shared/invoiceDesign';
import { inspectImage } from '../../files/imageCheck';
import { pdfLibraries } from '../../documents/pdfLibraries';
import { stripImageMetadata } from '../../files/stripMetadata';
import { isTiff, tiffToPng } from './tiffToPng';

export interface DesignImage {
  data: Buffer;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** pdfkit's image reader (not in its type definitions). */
export interface ImageOpener {
  openImage(src: Buffer): { width: number; height: number };
}

/** The image without its metadata, or the 4xx the settings page shows. */
export async function acceptDesignImage(upload: Buffer): Promise<DesignImage> {
  if (upload.length === 0) throw badRequest('fileNotSelected');
  if (upload.length > DESIGN_IMAGE_MAX_BYTES) throw new HttpError(413, 'payloadTooLarge', 'errors.payloadTooLarge', { maxBytes: DESIGN_IMAGE_MAX_BYTES });
  const buf = isTiff(upload) ? await tiffToPng(upload) : upload;
  if (!buf) throw new HttpError(415, 'unsupportedImageType');
  const info = inspectImage(buf);
  if (!info || info.mime === 'image/webp') throw new HttpError(415, 'unsupportedImageType');
  if (info.width < 1 || info.height < 1 || info.width > 16383 || info.height > 16383) throw new HttpError(415, 'unsupportedImageType');
  const data = stripImageMetadata(buf, info.mime);
  const { PDFDocument } = await pdfLibraries();
  try {
    // pdfkit parses the header (and for PNG the chunks) here; what it cannot read would break every PDF.
    (new PDFDocument({ autoFirstPage: false }) as unknown as ImageOpener).openImage(data);
  } catch {
    throw new HttpError(415, 'unsupportedImageType');
  }
  return { data, mime: info.mime, width: info.width, height: info.height };
}
