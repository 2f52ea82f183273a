/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * Saved filters on a schema list (query lists, behaviour §7): "Save this filter" stores the
 * list's filter (dotted, as the list call sends it) and sort under a name unique in the centre;
 * a saved filter applies in one click, can be renamed and, after a confirmation, deleted. The
 * fetch handler plays the server's query-list calls, including its refusal of a known name.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contacts } from '../../../resources/contacts';
import { SchemaList } from '../../../src/client/admin/SchemaList';
import { activeFilter, isApplied, nestFilter } from '../../../src/client/admin/savedQueries/savedQueryFilter';
import { dataProvider } from '../../../src/client/providers/dataProviders';
import { TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { testI18nProvider } from '../pages/support/renderPage';
import { installFetch, json, type RecordedCall } from '../client/support/fetchMock';
import { CENTRE_ID, renderAdmin } from './support/renderAdmin';

configure({ asyncUtilTimeout: 5000 });
const en = testI18nProvider('en').translate;

type Saved = { id: string; query_list_id: string; name: string; resource: string; filter: Record<string, unknown>; sort?: { field: string; order: string } };
let saved: Saved[];
let calls: RecordedCall[];
const BASE = `/api/clinics/${CENTRE_ID}/query-lists`;

function playServer(call: RecordedCall): Response {
  const url = new URL(call.url, 'http://localhost');
  if (url.pathname.endsWith('/contacts')) return json(200, [{ id: 'a1', contact_id: 'a1', firstName: 'Anna', lastName: 'Aebi' }], { 'Content-Range': 'contacts 0-0/1' });
  if (!url.pathname.startsWith(BASE)) return json(404, { code: 'notFound', message: 'errors.notFound' });
  const id = url.pathname.slice(BASE.length + 1);
  const body = call.body ? (JSON.parse(call.body) as Saved) : undefined;
  const taken = (name: string, except?: string) => saved.some((q) => q.name.toLowerCase() === name.toLowerCase() && q.id !== except);
  const duplicate = () => json(400, { code: 'validation', message: 'errors.validation', errors: [{ field: 'name', code: 'alreadyExists', message: 'errors.alreadyExists' }] });
  if (call.method === 'GET') return json(200, saved, { 'Content-Range': `query-lists 0-${saved.length - 1}/${saved.length}` });
  if (call.method === 'POST' && body) {
    if (taken(body.name)) return duplicate();
    const row = { ...body, id: `q${saved.length + 1}`, query_list_id: `q${saved.length + 1}` };
    saved.push(row);
    return json(201, row);
  }
  if (call.method === 'PUT' && body) {
    if (taken(body.name, id)) return duplicate();
    saved = saved.map((q) => (q.id === id ? { ...q, ...body } : q));
    return json(200, saved.find((q) => q.id === id));
  }
  if (call.method === 'DELETE') {
    saved = saved.filter((q) => q.id !== id);
    return json(200, { id });
  }
  return json(404, { code: 'notFound', message: 'errors.notFound' });
}

const contactQueries = () =>
  calls.filter((c) => c.method === 'GET' && c.url.includes('/contacts?')).map((c) => {
    const url = new URL(c.url, 'http://localhost');
    return { filter: JSON.parse(url.searchParams.get('filter') ?? '{}') as unknown, sort: JSON.parse(url.searchParams.get('sort') ?? 'null') as unknown };
  });
const panel = () => within(screen.getByRole('complementary', { name: en('queryLists.saved.title') }));
const filtered = (filter: Record<string, unknown>) => `/?filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeEach(() => {
  window.localStorage.setItem(TOKEN_KEYS.access, 'access-token');
  window.localStorage.setItem(TOKEN_KEYS.refresh, 'refresh-token');
  saved = [];
  calls = installFetch(playServer);
});
afterEach(() => window.localStorage.clear());

describe('saved filter helpers', () => {
  it('keeps the non-empty filter dotted and nests it back for the filter form', () => {
    expect(activeFilter({ Address: { city: 'Bern', zip: '' }, q: 'anna', sex: undefined })).toEqual({ 'Address.city': 'Bern', q: 'anna' });
    expect(nestFilter({ 'Address.city': 'Bern', 'Address.zip': '3000', q: 'anna' })).toEqual({ Address: { city: 'Bern', zip: '3000' }, q: 'anna' });
    const query = { id: 'q1', name: 'Bern', resource: 'contacts', filter: { 'Address.city': 'Bern' }, sort: { field: 'lastName', order: 'ASC' as const } };
    expect(isApplied(query, { Address: { city: 'Bern' } }, { field: 'lastName', order: 'ASC' })).toBe(true);
    expect(isApplied(query, { Address: { city: 'Bern' } }, { field: 'firstName', order: 'ASC' })).toBe(false);
    expect(isApplied(query, { Address: { city: 'Bern' }, q: 'x' }, { field: 'lastName', order: 'ASC' })).toBe(false);
  });
});

describe('SchemaList with saved filters', () => {
  it('saves the current filter and sort only when a filter is active', async () => {
    renderAdmin(<SchemaList resource={contacts} savedQueries />, { dataProvider, url: filtered({ Address: { city: 'Bern' }, status: 'active' }) });
    await screen.findByText('Aebi');
    expect(panel().getByText(en('queryLists.saved.empty'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en('queryLists.saved.save') }));
    fireEvent.change(await screen.findByLabelText(en('queryLists.saved.name')), { target: { value: '  Bern aktiv ' } });
    fireEvent.click(screen.getByRole('button', { name: en('common.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await panel().findByText('Bern aktiv')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(BASE);
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ name: 'Bern aktiv', resource: 'contacts', filter: { 'Address.city': 'Bern', status: 'active' }, sort: { field: 'lastName', order: 'ASC' } });
    // The list shows exactly that query now.
    expect(panel().getByRole('button', { name: 'Bern aktiv' })).toHaveClass('Mui-selected');
  });

  it('cannot save the whole list', async () => {
    renderAdmin(<SchemaList resource={contacts} savedQueries />, { dataProvider });
    await screen.findByText('Aebi');
    expect(screen.getByRole('button', { name: en('queryLists.saved.save') })).toBeDisabled();
    // Only the clinic's saved filters: react-admin's own browser-stored queries are not offered.
    fireEvent.click(screen.getByRole('button', { name: en('ra.action.add_filter') }));
    expect(await screen.findByRole('menuitemcheckbox', { name: en('records.contact.sex') })).toBeInTheDocument();
    expect(screen.queryByText(en('ra.saved_queries.new_label'))).toBeNull();
  });

  it('shows the server’s translated refusal of a name the centre already uses and stays open', async () => {
    saved = [{ id: 'q1', query_list_id: 'q1', name: 'Bern', resource: 'contacts', filter: { 'Address.city': 'Bern' } }];
    renderAdmin(<SchemaList resource={contacts} savedQueries />, { dataProvider, url: filtered({ q: 'müller' }) });
    await panel().findByText('Bern');
    fireEvent.click(screen.getByRole('button', { name: en('queryLists.saved.save') }));
    fireEvent.change(await screen.findByLabelText(en('queryLists.saved.name')), { target: { value: 'bern' } });
    fireEvent.click(screen.getByRole('button', { name: en('common.save') }));
    expect(await screen.findByText(en('errors.alreadyExists'))).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('applies a saved filter and its sort in one click', async () => {
    saved = [{ id: 'q1', query_list_id: 'q1', name: 'Bernerinnen', resource: 'contacts', filter: { 'Address.city': 'Bern', sex: 'Female' }, sort: { field: 'firstName', order: 'DESC' } }];
    renderAdmin(<SchemaList resource={contacts} savedQueries />, { dataProvider });
    fireEvent.click(await panel().findByRole('button', { name: 'Bernerinnen' }));
    await waitFor(() => expect(contactQueries().at(-1)).toEqual({ filter: { 'Address.city': 'Bern', sex: 'Female' }, sort: ['firstName', 'DESC'] }));
    // The filter inputs it uses are shown with their values.
    expect(await screen.findByDisplayValue('Bern')).toBeInTheDocument();
    await waitFor(() => expect(panel().getByRole('button', { name: 'Bernerinnen' })).toHaveClass('Mui-selected'));
  });

  it('renames a saved filter keeping what it selects, and deletes it only after confirmation', async () => {
    saved = [{ id: 'q1', query_list_id: 'q1', name: 'Bern', resource: 'contacts', filter: { 'Address.city': 'Bern' }, sort: { field: 'lastName', order: 'ASC' } }];
    renderAdmin(<SchemaList resource={contacts} savedQueries />, { dataProvider });
    fireEvent.click(await panel().findByRole('button', { name: en('queryLists.saved.rename', { name: 'Bern' }) }));
    const name = await screen.findByLabelText(en('queryLists.saved.name'));
    expect(name).toHaveValue('Bern');
    fireEvent.change(name, { target: { value: 'Bern Stadt' } });
    fireEvent.click(screen.getByRole('button', { name: en('common.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await panel().findByText('Bern Stadt')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`${BASE}/q1`);
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ name: 'Bern Stadt', filter: { 'Address.city': 'Bern' }, sort: { field: 'lastName', order: 'ASC' } });

    const deleteButton = panel().getByRole('button', { name: en('queryLists.saved.delete', { name: 'Bern Stadt' }) });
    fireEvent.click(deleteButton);
    fireEvent.click(await screen.findByRole('button', { name: en('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(deleteButton);
    expect(await screen.findByText(en('queryLists.saved.deleteTitle', { name: 'Bern Stadt' }))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en('common.delete') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await panel().findByText(en('queryLists.saved.empty'))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${BASE}/q1`]);
  });
});
