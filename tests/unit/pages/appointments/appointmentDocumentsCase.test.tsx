/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiRequestError } from '../../../../src/client/api/apiError';
import { fetchFile, openBlob, saveBlob } from '../../../../src/client/api/fileDownload';
import { apiFetch } from '../../../../src/client/api/http';
import { AppointmentPanel } from '../../../../src/client/pages/appointments/panel/AppointmentPanel';
import { useSession } from '../../../../src/client/session/SessionProvider';
import { DOCUMENT_MAX_BYTES } from '../../../../src/shared/documentTypes';
import { aSession, CENTRE_ID } from '../support/fixtures';
import { renderPage } from '../support/renderPage';
import { aCase, anAppointment, APPOINTMENT_ID, CASE_ID, CONTACT_ID, fakeAppointmentServer, recordsProvider } from './fakeAppointmentServer';

jest.mock('../../../../src/client/api/http', () => ({ ...jest.requireActual('../../../../src/client/api/http'), apiFetch: jest.fn() }));
jest.mock('../../../../src/client/api/fileDownload', () => ({ fetchFile: jest.fn(), openBlob: jest.fn(), saveBlob: jest.fn() }));
jest.mock('../../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));
const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const fetchFileMock = fetchFile as jest.MockedFunction<typeof fetchFile>;
const openBlobMock = openBlob as jest.MockedFunction<typeof openBlob>;
const saveBlobMock = saveBlob as jest.MockedFunction<typeof saveBlob>;

let server: ReturnType<typeof fakeAppointmentServer>;
const base = `/api/appointments/${APPOINTMENT_ID}`;

async function open(overrides: Parameters<typeof anAppointment>[0] = {}, seed: (s: typeof server) => void = () => {}) {
  server = fakeAppointmentServer(anAppointment(overrides));
  seed(server);
  apiFetchMock.mockImplementation(server.apiFetch as typeof apiFetch);
  renderPage(<AppointmentPanel centreId={CENTRE_ID} appointmentId={APPOINTMENT_ID} onClose={() => {}} />, { dataProvider: recordsProvider() });
  await screen.findByTestId('appointment-summary');
}
const section = (testId: string) => screen.getByTestId(testId);
const documentsSection = () => section('appointment-documents-section');
const caseSection = () => section('appointment-case-section');
const pdf = (name = 'Befund.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const choose = (...files: File[]) => fireEvent.change(within(documentsSection()).getByTestId('document-input'), { target: { files } });

beforeEach(() => {
  apiFetchMock.mockReset();
  fetchFileMock.mockReset();
  openBlobMock.mockReset();
  saveBlobMock.mockReset();
  (useSession as jest.Mock).mockReturnValue(aSession());
});

describe('documents', () => {
  it('lists name, type, size and date; uploads PDF, Word and images as multipart', async () => {
    await open({}, (s) => s.seedDocuments([{ file_id: 'f1', name: 'Röntgen.png', size: 1_572_864, type: 'image/png', date: '2027-01-04T08:15:00.000Z' }]));
    const docs = documentsSection();
    const row = await within(docs).findByTestId('appointment-document');
    expect(within(row).getByTestId('document-name')).toHaveTextContent('Röntgen.png');
    expect(within(row).getByTestId('document-details')).toHaveTextContent(/^Image \(PNG\) · 1\.5 MB · 04\.01\.2027 \d\d:15$/);
    expect(within(docs).getByTestId('document-input')).toHaveAttribute('accept', expect.stringContaining('.pdf,.docx,.doc,.jpg'));

    const word = new File([new Uint8Array(300)], 'Bericht.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    choose(pdf(), word);
    await waitFor(() => expect(within(docs).getAllByTestId('appointment-document')).toHaveLength(3));
    expect(server.writes()).toEqual([{ path: `${base}/documents`, method: 'POST', body: [expect.objectContaining({ name: 'Befund.pdf' }), expect.objectContaining({ name: 'Bericht.docx' })] }]);
    expect(within(docs).getAllByTestId('document-details').map((d) => d.textContent?.split(' · ').slice(0, 2).join(' · '))).toEqual(['Image (PNG) · 1.5 MB', 'PDF · 2 kB', 'Word · 300 B']);
    expect(await screen.findByText('2 documents have been added.')).toBeInTheDocument();
  });

  it('sends more than five files in batches of five (the server’s limit per request)', async () => {
    await open();
    choose(...Array.from({ length: 7 }, (_, i) => pdf(`Seite ${i + 1}.pdf`)));
    await waitFor(() => expect(within(documentsSection()).getAllByTestId('appointment-document')).toHaveLength(7));
    expect(server.writes().map((w) => (w.body as File[]).length)).toEqual([5, 2]);
  });

  it('refuses other types and files over 10 MB before sending, naming the file', async () => {
    await open();
    choose(pdf(), new File([new Uint8Array(10)], 'Tabelle.xlsx'));
    expect(await within(documentsSection()).findByRole('alert')).toHaveTextContent('Tabelle.xlsx: Only PDF, Word and image files are allowed.');
    choose(pdf('Gross.pdf', DOCUMENT_MAX_BYTES + 1));
    expect(await within(documentsSection()).findByRole('alert')).toHaveTextContent('Gross.pdf: The file is too large (10 MB at most).');
    expect(server.writes()).toEqual([]);
  });

  it('shows the server’s refusal with its message and the file it names', async () => {
    await open();
    server.override((call) => {
      if (call.path.endsWith('/documents') && call.method === 'POST') throw new ApiRequestError(400, { code: 'fileTypeNotAllowed', message: 'errors.fileTypeNotAllowed', file: 'Befund.pdf' } as never);
      return undefined;
    });
    choose(pdf());
    expect(await within(documentsSection()).findByRole('alert')).toHaveTextContent('Befund.pdf: Only PDF, Word and image files are allowed.');
    expect(within(documentsSection()).queryByTestId('appointment-document')).not.toBeInTheDocument();
  });

  it('opens a PDF in a new tab, downloads any document, and downloads when the new tab is blocked', async () => {
    const doc = { file_id: 'f1', name: 'Befund.pdf', size: 2048, type: 'application/pdf', date: '2027-01-04T08:15:00.000Z' };
    await open({}, (s) => s.seedDocuments([doc]));
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    fetchFileMock.mockResolvedValue({ blob, name: 'Befund.pdf' });
    openBlobMock.mockReturnValue(true);
    fireEvent.click(await within(documentsSection()).findByRole('button', { name: 'Befund.pdf' }));
    await waitFor(() => expect(openBlobMock).toHaveBeenCalledWith(blob));
    expect(fetchFileMock).toHaveBeenCalledWith(`/api/centre/${CENTRE_ID}/download-document?fileId=f1`, 'Befund.pdf');
    expect(saveBlobMock).not.toHaveBeenCalled();

    fireEvent.click(within(documentsSection()).getByRole('button', { name: 'Download – Befund.pdf' }));
    await waitFor(() => expect(saveBlobMock).toHaveBeenCalledWith(blob, 'Befund.pdf'));
    expect(openBlobMock).toHaveBeenCalledTimes(1);

    openBlobMock.mockReturnValue(false);
    fireEvent.click(within(documentsSection()).getByRole('button', { name: 'Befund.pdf' }));
    await waitFor(() => expect(saveBlobMock).toHaveBeenCalledTimes(2));
  });

  it('deletes a document only after the confirmation', async () => {
    await open({}, (s) => s.seedDocuments([{ file_id: 'f1', name: 'Befund.pdf', size: 2048, type: 'application/pdf', date: '2027-01-04T08:15:00.000Z' }]));
    fireEvent.click(await within(documentsSection()).findByRole('button', { name: 'Delete – Befund.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete document?' });
    expect(dialog).toHaveTextContent('“Befund.pdf” will be deleted for good.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete document?' })).not.toBeInTheDocument());
    expect(server.writes()).toEqual([]);

    // The panel is hidden from assistive technology while the dialog closes.
    fireEvent.click(await within(documentsSection()).findByRole('button', { name: 'Delete – Befund.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(documentsSection()).findByText('No documents yet.');
    expect(server.writes()).toEqual([{ path: `${base}/documents/f1`, method: 'DELETE', body: undefined }]);
  });

  it('offers no upload on a deleted appointment', async () => {
    await open({ status: 'DELETED' });
    expect(within(documentsSection()).getByText(/can no longer be added/)).toBeInTheDocument();
    expect(within(documentsSection()).queryByRole('button', { name: 'Add documents' })).not.toBeInTheDocument();
  });
});

describe('case', () => {
  it('shows the current case, switches to none and back to one of the client’s cases', async () => {
    await open({ project_fk: CASE_ID }, (s) => s.seedCases([aCase(), aCase({ project_id: 'c2', id: 'c2', name: 'Back pain', caseNumber: undefined }), aCase({ project_id: 'c3', id: 'c3', contact_fk: 'someone-else', name: 'Other client' })]));
    const select = await within(caseSection()).findByRole('combobox', { name: 'Case' });
    expect(select).toHaveTextContent('Knee after accident (UV-17)');
    fireEvent.mouseDown(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['No case', 'Back pain', 'Knee after accident (UV-17)']);
    fireEvent.click(screen.getByRole('option', { name: 'No case' }));
    await waitFor(() => expect(within(caseSection()).getByRole('combobox', { name: 'Case' })).toHaveTextContent('No case'));
    fireEvent.mouseDown(within(caseSection()).getByRole('combobox', { name: 'Case' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Back pain' }));
    await waitFor(() => expect(within(caseSection()).getByRole('combobox', { name: 'Case' })).toHaveTextContent('Back pain'));
    expect(server.writes()).toEqual([
      { path: `${base}/update-project`, method: 'PATCH', body: { project_fk: null } },
      { path: `${base}/update-project`, method: 'PATCH', body: { project_fk: 'c2' } },
    ]);
    expect(apiFetchMock.mock.calls.some(([path]) => path.startsWith(`/api/clinics/${CENTRE_ID}/projects?`) && decodeURIComponent(path).includes(`"contact_fk":"${CONTACT_ID}"`))).toBe(true);
  });

  it('creates a new case inline with its name and number and assigns it', async () => {
    await open();
    expect(await within(caseSection()).findByText('This client has no cases yet.')).toBeInTheDocument();
    fireEvent.click(within(caseSection()).getByRole('button', { name: 'New case' }));
    const form = await within(caseSection()).findByRole('form', { name: 'New case' });
    const create = within(form).getByRole('button', { name: 'Create and assign' });
    expect(create).toBeDisabled();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name of the case' }), { target: { value: '  Schulter UVG ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Case number' }), { target: { value: 'S-2027-4' } });
    fireEvent.click(create);
    await waitFor(() => expect(within(caseSection()).getByRole('combobox', { name: 'Case' })).toHaveTextContent('Schulter UVG (S-2027-4)'));
    expect(server.writes()).toEqual([
      { path: `/api/clinics/${CENTRE_ID}/projects`, method: 'POST', body: { name: 'Schulter UVG', caseNumber: 'S-2027-4', contact_fk: CONTACT_ID } },
      { path: `${base}/update-project`, method: 'PATCH', body: { project_fk: 'case1' } },
    ]);
    expect(within(caseSection()).queryByRole('form', { name: 'New case' })).not.toBeInTheDocument();
    expect(await screen.findByText('The new case has been created and assigned.')).toBeInTheDocument();
  });

  it('shows a refused assignment in the server’s words', async () => {
    await open({}, (s) => s.seedCases([aCase()]));
    server.refuse('/update-project', 400, 'invalidReference');
    fireEvent.mouseDown(await within(caseSection()).findByRole('combobox', { name: 'Case' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Knee after accident (UV-17)' }));
    expect(await within(caseSection()).findByRole('alert')).toHaveTextContent('The selected entry does not exist (any more).');
  });

  it('says a case needs a client when the appointment has none', async () => {
    await open({ contact_fk: undefined });
    expect(within(caseSection()).getByText('Choose a client first: a case belongs to a client.')).toBeInTheDocument();
    expect(within(caseSection()).queryByRole('combobox')).not.toBeInTheDocument();
  });
});
