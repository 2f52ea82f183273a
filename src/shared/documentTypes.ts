/**
 * Documents on an appointment (wording.md §5 "Uploads: PDF, Word and images only"): the type is
 * recognised from the file's first bytes, the name's extension must agree, and the size is
 * checked. Word is .docx (a zip whose name says so) or the older .doc (an OLE compound file).
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export type DocumentMime =
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/msword'
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'image/tiff';

interface Kind {
  mime: DocumentMime;
  magic: number[][];
  extensions: string[];
}

const KINDS: Kind[] = [
  { mime: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]], extensions: ['pdf'] },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: [[0x50, 0x4b, 0x03, 0x04]], extensions: ['docx'] },
  { mime: 'application/msword', magic: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], extensions: ['doc'] },
  { mime: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]], extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]], extensions: ['png'] },
  { mime: 'image/gif', magic: [[0x47, 0x49, 0x46, 0x38]], extensions: ['gif'] },
  { mime: 'image/tiff', magic: [[0x49, 0x49, 0x2a, 0x00], [0x4d, 0x4d, 0x00, 0x2a]], extensions: ['tif', 'tiff'] },
];

const WEBP = (b: Uint8Array) => b.length >= 12 && String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP';
const startsWith = (b: Uint8Array, magic: number[]) => b.length >= magic.length && magic.every((m, i) => b[i] === m);
const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

export type DocumentRefusal = 'fileTooLarge' | 'fileTypeNotAllowed' | 'fileNotSelected';

/** The document's type, or why it is refused. */
export function documentType(bytes: Uint8Array, name: string): { mime: DocumentMime } | { refusal: DocumentRefusal } {
  if (bytes.length === 0) return { refusal: 'fileNotSelected' };
  if (bytes.length > DOCUMENT_MAX_BYTES) return { refusal: 'fileTooLarge' };
  const ext = extensionOf(name);
  if (WEBP(bytes)) return ext === 'webp' ? { mime: 'image/webp' } : { refusal: 'fileTypeNotAllowed' };
  const kind = KINDS.find((k) => k.magic.some((m) => startsWith(bytes, m)));
  return kind && kind.extensions.includes(ext) ? { mime: kind.mime } : { refusal: 'fileTypeNotAllowed' };
}

/** The file name extensions of the allowed kinds (the file picker's `accept`). */
export const DOCUMENT_EXTENSIONS: readonly string[] = [...KINDS.flatMap((k) => k.extensions), 'webp'];

/**
 * What can be told before sending (the client's check): an empty file, one over 10 MB, or a name
 * whose extension is none of the allowed kinds. Whatever it refuses, documentType refuses too;
 * the bytes are checked by the server.
 */
export function documentFileProblem(name: string, size: number): DocumentRefusal | null {
  if (size === 0) return 'fileNotSelected';
  if (size > DOCUMENT_MAX_BYTES) return 'fileTooLarge';
  return DOCUMENT_EXTENSIONS.includes(extensionOf(name)) ? null : 'fileTypeNotAllowed';
}
