import fc from 'fast-check';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, documentFileProblem, documentType } from './documentTypes';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);

describe('documentType', () => {
  it('accepts PDF, Word and images by their bytes when the name agrees', () => {
    expect(documentType(new TextEncoder().encode('%PDF-1.7\n...'), 'Befund.PDF')).toEqual({ mime: 'application/pdf' });
    expect(documentType(bytes(0x50, 0x4b, 0x03, 0x04), 'Bericht.docx')).toEqual({ mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(documentType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'alt.doc')).toEqual({ mime: 'application/msword' });
    expect(documentType(bytes(0xff, 0xd8, 0xff, 0xe0), 'Foto.jpeg')).toEqual({ mime: 'image/jpeg' });
    expect(documentType(bytes(0x49, 0x49, 0x2a, 0x00), 'scan.tif')).toEqual({ mime: 'image/tiff' });
    expect(documentType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '), 'a.webp')).toEqual({ mime: 'image/webp' });
  });

  it('refuses other types, disguised files, empty and too large ones', () => {
    // A zip that is not named .docx (an .xlsx, an archive), an executable named .pdf, HTML.
    expect(documentType(bytes(0x50, 0x4b, 0x03, 0x04), 'Tabelle.xlsx')).toEqual({ refusal: 'fileTypeNotAllowed' });
    expect(documentType(bytes(0x4d, 0x5a, 0x90), 'Befund.pdf')).toEqual({ refusal: 'fileTypeNotAllowed' });
    expect(documentType(new TextEncoder().encode('<html><script>'), 'x.pdf')).toEqual({ refusal: 'fileTypeNotAllowed' });
    expect(documentType(new Uint8Array(), 'a.pdf')).toEqual({ refusal: 'fileNotSelected' });
    expect(documentType(new Uint8Array(DOCUMENT_MAX_BYTES + 1), 'a.pdf')).toEqual({ refusal: 'fileTooLarge' });
  });

  it('accepts nothing whose first bytes are not one of the allowed kinds (random bytes)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.constantFrom('a.pdf', 'a.docx', 'a.doc', 'a.jpg', 'a.png', 'a.gif', 'a.tif', 'a.webp', 'a.exe'), (b, name) => {
        const r = documentType(b, name);
        if ('mime' in r) expect([0x25, 0x50, 0xd0, 0xff, 0x89, 0x47, 0x49, 0x4d, 0x52]).toContain(b[0]);
      }),
    );
  });

  it('the client check refuses only what the server refuses, and lets through every allowed name of a sane size', () => {
    const name = fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...DOCUMENT_EXTENSIONS, 'exe', 'xlsx', 'html', 'PDF', 'Docx', '')).map(([stem, ext]) => (ext ? `${stem}.${ext}` : stem));
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), name, (b, n) => {
        const problem = documentFileProblem(n, b.length);
        if (problem) expect(documentType(b, n)).toEqual({ refusal: problem });
        if ('mime' in documentType(b, n)) expect(problem).toBeNull();
      }),
    );
    expect(documentFileProblem('Befund.pdf', DOCUMENT_MAX_BYTES + 1)).toBe('fileTooLarge');
    expect(documentFileProblem('Befund.pdf', DOCUMENT_MAX_BYTES)).toBeNull();
    expect(documentFileProblem('Tabelle.xlsx', 10)).toBe('fileTypeNotAllowed');
    expect(documentFileProblem('Foto.JPG', 10)).toBeNull();
  });
});
