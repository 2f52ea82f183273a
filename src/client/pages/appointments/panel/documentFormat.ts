/** How a document's size and type read in the list (wording.md §3 "documents (name, size, type, date)"). */
import { toLanguage } from '../../../../shared/languages';

const KIB = 1024;

/** "820 B", "12 kB", "3.4 MB" in the language's number format; binary units, as the 10 MB limit is counted. */
export function formatFileSize(bytes: number, language: string): string {
  const number = (n: number, digits: number) => new Intl.NumberFormat(`${toLanguage(language)}-CH`, { maximumFractionDigits: digits }).format(n);
  if (bytes < KIB) return `${bytes} B`;
  if (bytes < KIB * KIB) return `${number(bytes / KIB, bytes < 10 * KIB ? 1 : 0)} kB`;
  return `${number(bytes / (KIB * KIB), 1)} MB`;
}

export type DocumentKind = 'pdf' | 'word' | 'image';

export function documentKind(mime: string): DocumentKind {
  if (mime === 'application/pdf') return 'pdf';
  return mime.startsWith('image/') ? 'image' : 'word';
}

/** The image format for the label "Image (JPEG)". */
export const imageFormat = (mime: string) => mime.slice('image/'.length).toUpperCase();

/** PDFs and images open in a browser tab; Word files are downloaded. */
export const opensInBrowser = (mime: string) => documentKind(mime) !== 'word';
