/**
 * Reads a rendered PDF back the way a person and a banking app would: its text (pdftotext) and
 * its QR code, rasterised with pdftoppm (poppler-utils) and decoded with jsQR. pdftoppm's PGM
 * output is parsed directly, so no image library is needed (stack-notes §3.6).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';

export const workDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kura-invoice-pdf-'));

export function writePdf(dir: string, name: string, pdf: Buffer): string {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  return file;
}

export const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

export function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Binary netpbm image (P5 grey or P6 RGB, maxval 255) as pdftoppm writes it → width, height and pixel bytes. */
export function parseNetpbm(data: Buffer, magic: 'P5' | 'P6'): { width: number; height: number; pixels: Buffer } {
  const header: string[] = [];
  let pos = 0;
  while (header.length < 4) {
    while (/\s/.test(String.fromCharCode(data[pos]))) pos += 1;
    const start = pos;
    while (!/\s/.test(String.fromCharCode(data[pos]))) pos += 1;
    header.push(data.toString('latin1', start, pos));
  }
  if (header[0] !== magic || header[3] !== '255') throw new Error(`not an 8-bit ${magic} image: ${header.join(' ')}`);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const size = width * height * (magic === 'P6' ? 3 : 1);
  return { width, height, pixels: data.subarray(pos + 1, pos + 1 + size) };
}

/** Rasterises one page (1-based; default the last) and decodes the QR code on it; null when none is found. */
export function decodeQr(file: string, dpi = 150, page?: number): { data: string; version: number } | null {
  const p = page ?? pageCount(file);
  const base = path.join(path.dirname(file), `${path.basename(file, '.pdf')}-p${p}-${dpi}`);
  execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-f', String(p), '-l', String(p), '-singlefile', file, base]);
  const { width, height, pixels: grey } = parseNetpbm(fs.readFileSync(`${base}.pgm`), 'P5');
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = grey[i];
    rgba[4 * i + 3] = 255;
  }
  const code = jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' });
  return code ? { data: code.data, version: code.version } : null;
}

/** A PNG of a page, for looking at it (tests print the path). */
export function pagePng(file: string, page = 1, dpi = 80): string {
  const base = path.join(path.dirname(file), `${path.basename(file, '.pdf')}-view-p${page}`);
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-f', String(page), '-l', String(page), '-singlefile', file, base]);
  return `${base}.png`;
}

/** Number of images drawn on a page (pdfimages -list). */
export function imagesOnPage(file: string, page: number): number {
  const list = execFileSync('pdfimages', ['-list', '-f', String(page), '-l', String(page), file], { encoding: 'utf8' });
  return list.split('\n').slice(2).filter((l) => l.trim() !== '').length;
}

/** A small PNG logo, drawn with pdfkit and rasterised, so the tests need no binary fixture. */
export async function logoPng(dir: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: [120, 40], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.rect(0, 0, 120, 40).fill('#2e7d32').fillColor('#ffffff').fontSize(20).text('KURA', 22, 10);
  doc.end();
  await ended;
  const pdf = writePdf(dir, 'logo', Buffer.concat(chunks));
  execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', pdf, pdf.slice(0, -4)]);
  return fs.readFileSync(`${pdf.slice(0, -4)}.png`);
}
