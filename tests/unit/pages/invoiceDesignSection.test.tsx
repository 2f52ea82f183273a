/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * The Design section of /settings/invoicing: the three images with the one that prints marked,
 * refusals the browser can tell before sending, upload and remove, and the sample invoice's PDF
 * preview redrawn after an upload and after the (unsaved) texts change.
 */
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFetch } from '../../../src/client/api/http';
import { fetchFile } from '../../../src/client/api/fileDownload';
import { InvoiceDesignSection } from '../../../src/client/pages/settings/invoicing/design/InvoiceDesignSection';
import { CENTRE_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/api/fileDownload', () => ({ fetchFile: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const fetchFileMock = fetchFile as jest.MockedFunction<typeof fetchFile>;
const base = `/api/centres/${CENTRE_ID}/invoice-design`;
const file = (name: string, mimeType = 'image/png') => ({ fileId: '0b0c5a52-7c0e-4a43-9d0e-3f2a4b0c1d01', name, mimeType, size: 1234, uploadedAt: '2026-11-27T10:00:00.000Z' });
const previews = () => fetchFileMock.mock.calls.filter(([url]) => url === `${base}/preview`);

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  apiFetchMock.mockReset();
  fetchFileMock.mockReset();
  fetchFileMock.mockImplementation(async (url) => ({ blob: new Blob([url.endsWith('/preview') ? '%PDF' : 'png']), name: 'x' }));
  let state: Record<string, unknown> = { logo: file('logo.png'), header: null, background: null };
  apiFetchMock.mockImplementation(async (path, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === base) return state;
    if (method === 'PUT' && path === `${base}/header`) return (state = { ...state, header: file('kopf.jpg', 'image/jpeg') });
    if (method === 'DELETE' && path === `${base}/logo`) return (state = { ...state, logo: null });
    throw new Error(`unexpected call ${method} ${path}`);
  });
});

const slot = (name: string) => screen.getByTestId(`design-${name}`);
const choose = (name: string, f: File) => fireEvent.change(slot(name).querySelector('input[type=file]') as HTMLInputElement, { target: { files: [f] } });

describe('invoice design section', () => {
  it('lists the images, marks the one that prints and shows the preview of the texts', async () => {
    renderPage(<InvoiceDesignSection centreId={CENTRE_ID} settings={{ title: 'Honorarrechnung', paymentTermDays: 30 }} />);
    await screen.findByTestId('design-logo');
    expect(await within(slot('logo')).findByText('Printed')).toBeInTheDocument();
    expect(within(slot('header')).getByText('No image')).toBeInTheDocument();
    expect(await within(slot('logo')).findByRole('img', { name: 'Preview: Logo' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(await screen.findByTitle('Preview of a sample invoice')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(previews()[0][2]).toEqual({ method: 'POST', body: expect.objectContaining({ title: 'Honorarrechnung', language: 'en', plain: false }) });
  });

  it('refuses a file of another type or over 5 MB before sending, with the reason', async () => {
    renderPage(<InvoiceDesignSection centreId={CENTRE_ID} settings={{}} />);
    await screen.findByTestId('design-logo');
    await within(slot('logo')).findByText('Printed');
    choose('header', new File(['RIFF'], 'photo.webp', { type: 'image/webp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPG, PNG and TIFF images are allowed.');
    choose('header', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 5 MB.');
    expect(apiFetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('uploads a header image, which then prints instead of the logo, and redraws the preview at once', async () => {
    renderPage(<InvoiceDesignSection centreId={CENTRE_ID} settings={{}} />);
    await screen.findByTitle('Preview of a sample invoice');
    const before = previews().length;
    choose('header', new File(['jpg'], 'kopf.jpg', { type: 'image/jpeg' }));
    expect(await within(slot('header')).findByText('Printed')).toBeInTheDocument();
    expect(within(slot('logo')).getByText('Not printed')).toBeInTheDocument();
    const put = apiFetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect((put?.[1]?.formData as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(previews().length).toBe(before + 1));
  });

  it('removes an image', async () => {
    renderPage(<InvoiceDesignSection centreId={CENTRE_ID} settings={{}} />);
    await screen.findByTestId('design-logo');
    await within(slot('logo')).findByText('Printed');
    fireEvent.click(within(slot('logo')).getByRole('button', { name: 'Remove: Logo' }));
    expect(await within(slot('logo')).findByText('No image')).toBeInTheDocument();
  });

  it('redraws the preview a moment after the texts stop changing', async () => {
    function Form() {
      const [title, setTitle] = useState('A');
      return (
        <>
          <input aria-label="title" value={title} onChange={(e) => setTitle(e.target.value)} />
          <InvoiceDesignSection centreId={CENTRE_ID} settings={{ title }} />
        </>
      );
    }
    renderPage(<Form />);
    await screen.findByTitle('Preview of a sample invoice');
    const before = previews().length;
    for (const title of ['AB', 'ABC']) fireEvent.change(screen.getByLabelText('title'), { target: { value: title } });
    await waitFor(() => expect(previews().length).toBe(before + 1), { timeout: 3000 });
    expect(previews().at(-1)?.[2]?.body).toMatchObject({ title: 'ABC' });
  });
});
