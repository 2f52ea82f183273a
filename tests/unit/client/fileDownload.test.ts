/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiRequestError } from '../../../src/client/api/http';
import { fetchFile, fileNameOf, openBlob } from '../../../src/client/api/fileDownload';
import { TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { installFetch, json } from './support/fetchMock';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00, 0x80]);
const pdfReply = (name: string) =>
  new Response(PDF, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent(name)}` } });

function storeSession() {
  localStorage.setItem(TOKEN_KEYS.access, 'access-1');
  localStorage.setItem(TOKEN_KEYS.refresh, 'refresh-1');
  localStorage.setItem(TOKEN_KEYS.expiry, String(Date.now() + 15 * 60_000));
}

describe('binary downloads', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession();
  });

  it('fetches the bytes untouched with the bearer token and the UTF-8 file name', async () => {
    const calls = installFetch(() => pdfReply('Befund Müller.pdf'));
    const { blob, name } = await fetchFile('/api/centre/c1/download-document?fileId=f1', 'document');
    expect(name).toBe('Befund Müller.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PDF);
    expect(calls[0].headers.authorization).toBe('Bearer access-1');
  });

  it('refreshes once on a 401 and retries', async () => {
    const calls = installFetch((c) => {
      if (c.url === '/api/auth/refreshToken') return json(200, { signInToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 });
      return c.headers.authorization === 'Bearer access-2' ? pdfReply('a.pdf') : json(401, { code: 'unauthorized', message: 'errors.unauthorized' });
    });
    await expect(fetchFile('/api/file', 'a')).resolves.toMatchObject({ name: 'a.pdf' });
    expect(calls.map((c) => c.url)).toEqual(['/api/file', '/api/auth/refreshToken', '/api/file']);
  });

  it('turns a refusal into the server’s error', async () => {
    installFetch(() => json(404, { code: 'notFound', message: 'errors.notFound' }));
    const failure = await fetchFile('/api/file', 'a').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).code).toBe('notFound');
  });

  it('reads plain and missing file names', () => {
    expect(fileNameOf('attachment; filename="Bericht.docx"', 'x')).toBe('Bericht.docx');
    expect(fileNameOf(null, 'fallback.pdf')).toBe('fallback.pdf');
  });

  it('tells a blocked new tab apart from an opened one', () => {
    URL.createObjectURL = jest.fn(() => 'blob:1') as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
    const tab = { opener: {} as unknown };
    const open = jest.spyOn(window, 'open').mockReturnValueOnce(tab as Window).mockReturnValueOnce(null);
    expect(openBlob(new Blob(['x']))).toBe(true);
    expect(tab.opener).toBeNull();
    expect(openBlob(new Blob(['x']))).toBe(false);
    expect(open).toHaveBeenCalledWith('blob:1', '_blank');
  });
});
