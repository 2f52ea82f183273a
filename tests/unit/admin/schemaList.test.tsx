/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * SchemaList over the app's real data provider (ra-data-simple-rest + the centre-scoped record
 * paths): the simple-rest query it sends (sort, range, filter with q, nested filters dotted), the
 * Content-Range total it shows, translated headers and values, sortable headers only where the
 * schema allows sorting.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { contacts } from '../../../resources/contacts';
import { SchemaList } from '../../../src/client/admin/SchemaList';
import { dataProvider } from '../../../src/client/providers/dataProviders';
import { TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { testI18nProvider } from '../pages/support/renderPage';
import { installFetch, json, type RecordedCall } from '../client/support/fetchMock';
import { SessionContext } from '../../../src/client/session/SessionContext';
import { fakeSession } from '../client/support/renderWithAdmin';
import { CENTRE_ID, renderAdmin, testCentre } from './support/renderAdmin';
import { usePhoneScreen } from '../client/support/phoneScreen';

// rjsf compiles the record schema on first use; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const en = testI18nProvider('en').translate;

const ROWS = [
  { id: 'a1', contact_id: 'a1', firstName: 'Anna', lastName: 'Aebi', dateOfBirth: '1980-02-29', phone: '079 111 22 33', email: 'anna@example.ch', Address: { city: 'Bern' }, status: 'active' },
  { id: 'b2', contact_id: 'b2', firstName: 'Beat', lastName: 'Brunner', phone: '+41 76 555 12 34', Address: { city: 'Zürich' }, status: 'archived' },
  { id: 'c3', contact_id: 'c3', firstName: 'Carla', lastName: 'Christen', countryPhone: '+49', phone: '030 1234567', status: 'active' },
];

let calls: RecordedCall[];

function listQuery(call: RecordedCall) {
  const url = new URL(call.url, 'http://localhost');
  return {
    path: url.pathname,
    sort: JSON.parse(url.searchParams.get('sort') ?? 'null') as unknown,
    range: JSON.parse(url.searchParams.get('range') ?? 'null') as unknown,
    filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as unknown,
  };
}
const listCalls = () => calls.filter((c) => c.method === 'GET' && c.url.includes('/contacts?')).map(listQuery);

beforeEach(() => {
  window.localStorage.setItem(TOKEN_KEYS.access, 'access-token');
  window.localStorage.setItem(TOKEN_KEYS.refresh, 'refresh-token');
  calls = installFetch((call) => {
    if (call.url.includes('/contacts?')) return json(200, ROWS, { 'Content-Range': 'contacts 0-1/42' });
    return json(404, { code: 'notFound', message: 'errors.notFound' });
  });
});
afterEach(() => window.localStorage.clear());

describe('SchemaList of contacts', () => {
  it('asks for the first page sorted by the schema default and shows the total from Content-Range', async () => {
    renderAdmin(<SchemaList resource={contacts} />, { dataProvider });
    expect(await screen.findByText('Aebi')).toBeInTheDocument();
    expect(listCalls()[0]).toEqual({ path: `/api/clinics/${CENTRE_ID}/contacts`, sort: ['lastName', 'ASC'], range: [0, 24], filter: {} });
    expect(calls[0].headers.authorization).toBe('Bearer access-token');
    expect(screen.getByText('1-25 of 42')).toBeInTheDocument();

    // Headers are the translated labels of the schema's x-list columns, values shown by kind.
    for (const field of ['firstName', 'lastName', 'dateOfBirth', 'phone', 'email', 'status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(en(`records.contact.${field}`).replace(/[()]/g, '\\$&')) })).toBeInTheDocument();
    }
    expect(screen.getByRole('columnheader', { name: new RegExp(en('records._defs.address.city')) })).toBeInTheDocument();
    const anna = screen.getByText('Aebi').closest('tr') as HTMLElement;
    expect(within(anna).getByText('29.02.1980')).toBeInTheDocument();
    expect(within(anna).getByText('Bern')).toBeInTheDocument();
    expect(within(anna).getByText(en('records.contact.statusOptions.active'))).toBeInTheDocument();
    expect(within(screen.getByText('Brunner').closest('tr') as HTMLElement).getByText(en('records.contact.statusOptions.archived'))).toBeInTheDocument();
    // One format (issue 13): Swiss numbers of a Swiss practice nationally, others internationally.
    expect(within(anna).getByText('079 111 22 33')).toBeInTheDocument();
    expect(within(screen.getByText('Brunner').closest('tr') as HTMLElement).getByText('076 555 12 34')).toBeInTheDocument();
    expect(within(screen.getByText('Christen').closest('tr') as HTMLElement).getByText('+49 30 1234567')).toBeInTheDocument();
  });

  it('searches with q, sorts only sortable columns, and sends nested filters dotted', async () => {
    renderAdmin(<SchemaList resource={contacts} />, { dataProvider, url: `/?filter=${encodeURIComponent(JSON.stringify({ Address: { city: 'Bern' } }))}` });
    await screen.findByText('Aebi');
    expect(listCalls()[0].filter).toEqual({ 'Address.city': 'Bern' });

    fireEvent.change(screen.getByPlaceholderText(en('common.search')), { target: { value: 'anna bern' } });
    await waitFor(() => expect(listCalls().at(-1)?.filter).toEqual({ 'Address.city': 'Bern', q: 'anna bern' }), { timeout: 3000 });

    fireEvent.click(screen.getByRole('button', { name: new RegExp(en('records.contact.firstName'), 'i') }));
    await waitFor(() => expect(listCalls().at(-1)?.sort).toEqual(['firstName', 'ASC']));
    // The mobile number is a column but not sortable in the schema.
    const mobile = screen.getByRole('columnheader', { name: en('records.contact.phone') });
    expect(within(mobile).queryByRole('button')).toBeNull();
  });

  it('pages on the server: the next page asks for the next range', async () => {
    renderAdmin(<SchemaList resource={contacts} />, { dataProvider });
    await screen.findByText('Aebi');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(listCalls().at(-1)?.range).toEqual([25, 49]));
  });

  it('switching clinic asks the new clinic and never shows the other one’s rows', async () => {
    const OTHER = '99999999-2222-4333-8444-555555555555';
    calls = installFetch((call) => {
      if (call.url.includes(`/clinics/${OTHER}/contacts?`)) return json(200, [{ id: 'z9', contact_id: 'z9', firstName: 'Zora', lastName: 'Zimmermann', status: 'active' }], { 'Content-Range': 'contacts 0-0/1' });
      if (call.url.includes('/contacts?')) return json(200, ROWS, { 'Content-Range': 'contacts 0-1/42' });
      return json(404, { code: 'notFound', message: 'errors.notFound' });
    });
    function Switchable() {
      const [centre, setCentre] = useState(testCentre());
      return (
        <SessionContext.Provider value={fakeSession({ activeCentre: centre, centres: [centre] })}>
          <button type="button" onClick={() => setCentre(testCentre({ centre_id: OTHER }))}>switch</button>
          <SchemaList resource={contacts} />
        </SessionContext.Provider>
      );
    }
    renderAdmin(<Switchable />, { dataProvider });
    await screen.findByText('Aebi');
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('Zimmermann')).toBeInTheDocument();
    expect(screen.queryByText('Aebi')).toBeNull();
    expect(listCalls().at(-1)?.path).toBe(`/api/clinics/${OTHER}/contacts`);
  });
});

describe('SchemaList of contacts on a phone', () => {
  usePhoneScreen();

  it('shows the key columns (first name, last name, mobile) and the others in the row detail behind a reachable toggle', async () => {
    renderAdmin(<SchemaList resource={contacts} />, { dataProvider });
    const anna = (await screen.findByText('Aebi')).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    for (const field of ['firstName', 'lastName', 'phone']) expect(headers.some((h) => h.includes(en(`records.contact.${field}`)))).toBe(true);
    expect(headers.some((h) => h.includes(en('records.contact.email')))).toBe(false);
    expect(within(anna).queryByText('anna@example.ch')).not.toBeInTheDocument();
    // react-admin hides its toggle from assistive technology; on a phone it is the way to the detail.
    const toggle = within(anna).getByRole('button', { name: en('ra.action.expand') });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-hidden'));
    expect(toggle).toHaveAttribute('tabindex', '0');
    fireEvent.click(toggle);
    const detail = await screen.findByTestId('row-detail');
    expect(within(detail).getByText(en('records.contact.email'))).toBeInTheDocument();
    expect(within(detail).getByText('anna@example.ch')).toBeInTheDocument();
    expect(within(detail).getByText('29.02.1980')).toBeInTheDocument();
  });
});
