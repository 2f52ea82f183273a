/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * "New client" points out a client the user already has in another practice (common contacts):
 * the hint after typing pauses, no lookup for invalid e-mails, and "Take over data" copies the
 * data into the current practice and opens that contact.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CommonContactMatch, TakeOverResult } from '../../../src/shared/api/commonContacts';
import { apiFetch } from '../../../src/client/api/http';
import { CreateContactDialog } from '../../../src/client/pages/clients/CreateContactDialog';
import { LOOKUP_DELAY_MS } from '../../../src/client/pages/clients/commonContacts/useCommonContactMatches';
import { CENTRE_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/admin/centreScope', () => ({
  ...jest.requireActual('../../../src/client/admin/centreScope'),
  useScopedCentre: () => '11111111-1111-4111-8111-111111111111',
}));

const OTHER_CENTRE = '44444444-4444-4444-8444-444444444444';
const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

function match(centreId: string, name: string, updatedAt = '2025-03-01T10:00:00.000Z'): CommonContactMatch {
  return { centre: { id: centreId, name }, contact: { contact_id: `c-${centreId}`, firstName: 'Anna', lastName: 'Muster', email: 'anna@example.ch', updatedAt } };
}

function answer(matches: CommonContactMatch[], takeOver?: TakeOverResult) {
  apiFetchMock.mockImplementation(async (path: string) => {
    if (path.startsWith('/api/common-contacts?')) return matches as never;
    if (path === '/api/common-contacts-centre' && takeOver) return takeOver as never;
    if (path === '/api/supported-phone-numbers') return [{ country: 'CH', countryPhone: '+41' }] as never;
    throw new Error(`unexpected call ${path}`);
  });
}

function renderDialog() {
  const onClose = jest.fn();
  const onCreated = jest.fn();
  renderPage(<CreateContactDialog open onClose={onClose} onCreated={onCreated} />);
  const typeEmail = (value: string) => fireEvent.change(document.querySelector('input[name="email"]') as HTMLInputElement, { target: { value } });
  return { onClose, onCreated, typeEmail };
}

const lookups = () => apiFetchMock.mock.calls.filter(([path]) => String(path).startsWith('/api/common-contacts?')).map(([path]) => path);
const HINT = 'This client is already in your practice “Praxis Birs”.';

beforeEach(() => apiFetchMock.mockReset());

describe('common contact hint in "New client"', () => {
  it('looks the e-mail up once typing pauses and names the other practice', async () => {
    answer([match(CENTRE_ID, 'Praxis Aare'), match(OTHER_CENTRE, 'Praxis Birs')]);
    const { typeEmail } = renderDialog();
    typeEmail('anna@');
    typeEmail('anna@example');
    typeEmail(' Anna@Example.ch ');
    expect(await screen.findByText(HINT, {}, { timeout: 3000 })).toBeInTheDocument();
    // Only the complete address was looked up, once, in lower case; the current practice is not named.
    expect(lookups()).toEqual(['/api/common-contacts?email=anna%40example.ch']);
    expect(screen.queryByText(/Praxis Aare/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take over data' })).toBeInTheDocument();
  });

  it('names several practices, and shows nothing when only the current practice has the client', async () => {
    answer([match(OTHER_CENTRE, 'Praxis Birs'), match('55555555-5555-4555-8555-555555555555', 'Praxis Emme', '2025-04-01T10:00:00.000Z')]);
    const { typeEmail } = renderDialog();
    typeEmail('anna@example.ch');
    expect(await screen.findByText('This client is already in your practices “Praxis Emme”, “Praxis Birs”.', {}, { timeout: 3000 })).toBeInTheDocument();

    answer([match(CENTRE_ID, 'Praxis Aare')]);
    typeEmail('beat@example.ch');
    await waitFor(() => expect(lookups()).toHaveLength(2), { timeout: 3000 });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('button', { name: 'Take over data' })).not.toBeInTheDocument();
  });

  it('never calls for an invalid e-mail and hides the hint when the e-mail changes', async () => {
    answer([match(OTHER_CENTRE, 'Praxis Birs')]);
    const { typeEmail } = renderDialog();
    typeEmail('anna@example.ch');
    expect(await screen.findByText(HINT, {}, { timeout: 3000 })).toBeInTheDocument();
    typeEmail('anna@example');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    typeEmail('anna example.ch');
    await act(() => new Promise((r) => setTimeout(r, LOOKUP_DELAY_MS + 200)));
    expect(lookups()).toHaveLength(1);
  });

  it('takes the data over into the current practice and opens that contact', async () => {
    answer([match(OTHER_CENTRE, 'Praxis Birs')], { created: 1, updated: 0, skipped: 0, notFound: [], results: [{ email: 'anna@example.ch', outcome: 'created', contact_id: 'new-contact' }] });
    const { typeEmail, onClose, onCreated } = renderDialog();
    typeEmail('anna@example.ch');
    fireEvent.click(await screen.findByRole('button', { name: 'Take over data' }, { timeout: 3000 }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-contact'));
    expect(onClose).toHaveBeenCalled();
    expect(onClose.mock.invocationCallOrder[0]).toBeLessThan(onCreated.mock.invocationCallOrder[0]);
    expect(apiFetchMock).toHaveBeenCalledWith('/api/common-contacts-centre', { method: 'POST', body: { centreId: CENTRE_ID, emails: ['anna@example.ch'] } });
  });

  it('says so when the practice holds the e-mail twice, and stays in the form', async () => {
    answer([match(OTHER_CENTRE, 'Praxis Birs')], { created: 0, updated: 0, skipped: 1, notFound: [], results: [{ email: 'anna@example.ch', outcome: 'ambiguous' }] });
    const { typeEmail, onCreated } = renderDialog();
    typeEmail('anna@example.ch');
    fireEvent.click(await screen.findByRole('button', { name: 'Take over data' }, { timeout: 3000 }));
    expect(await screen.findByText(/Several clients of this practice have this e-mail address/)).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
