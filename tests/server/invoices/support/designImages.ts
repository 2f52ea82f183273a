/**
 * Design images of one colour in every format (drawn with pdfkit, rasterised by pdftoppm, so
 * no binary fixture), a multipart upload of them, and the colour of a PDF page at a point.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../support/testApp';
import type { TestUser } from '../../support/fixtures';
import { pageCount, parseNetpbm, writePdf } from './pdfTools';

export type ImageFormat = 'png' | 'jpeg' | 'tiff';

/** A `width`×`height` point image filled with `color`, as PNG, JPEG or TIFF (at 72 dpi: pixels = points). */
export async function solidImage(dir: string, name: string, width: number, height: number, color: string, format: ImageFormat): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: [width, height], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.rect(0, 0, width, height).fill(color);
  doc.end();
  await ended;
  const pdf = writePdf(dir, name, Buffer.concat(chunks));
  const base = pdf.slice(0, -4);
  execFileSync('pdftoppm', ['-r', '72', `-${format}`, '-singlefile', pdf, base]);
  const ext = { png: 'png', jpeg: 'jpg', tiff: 'tif' }[format];
  return fs.readFileSync(`${base}.${ext}`);
}

/** PUT of a multipart `file` part. */
export function upload(t: TestApp, user: TestUser, url: string, data: Buffer, filename: string) {
  const boundary = 'kuraDesign';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const payload = Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({ method: 'PUT', url, headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

/** The colour [r, g, b] of page `page` (default the last) at point (x, y) from the top left. */
export function colourAt(file: string, x: number, y: number, page = pageCount(file)): [number, number, number] {
  const base = path.join(path.dirname(file), `${path.basename(file, '.pdf')}-rgb-p${page}`);
  if (!fs.existsSync(`${base}.ppm`)) execFileSync('pdftoppm', ['-r', '72', '-f', String(page), '-l', String(page), '-singlefile', file, base]);
  const { width, pixels: rgb } = parseNetpbm(fs.readFileSync(`${base}.ppm`), 'P6');
  const i = 3 * (Math.round(y) * width + Math.round(x));
  return [rgb[i], rgb[i + 1], rgb[i + 2]];
}

/** Within 40 of each channel (JPEG and anti-aliasing move colours a little). */
export const near = (a: [number, number, number], hex: string) => {
  const b = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return a.every((v, i) => Math.abs(v - b[i]) <= 40);
};
