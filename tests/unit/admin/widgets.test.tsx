/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * The form widgets as a user drives them: prices typed in francs arrive in Rappen, the canton is
 * one of the 26 codes only for Swiss addresses, the dialling code picks the phone rule, tags are
 * chips that create the missing tags on save, references offer the centre's records.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contactForm, contacts } from '../../../resources/contacts';
import { serviceForm, services } from '../../../resources/services';
import { registry } from '../../../src/generated/registry.gen';
import { SchemaForm } from '../../../src/client/admin/SchemaForm';
import { ensureTagIds } from '../../../src/client/admin/tagsApi';
import { dataProvider } from '../../../src/client/providers/dataProviders';
import { TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { installFetch, json, type RecordedCall } from '../client/support/fetchMock';
import { testI18nProvider } from '../pages/support/renderPage';
import { CENTRE_ID, renderAdmin } from './support/renderAdmin';

// rjsf compiles the record schema on first use; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const en = testI18nProvider('en').translate;
type Json = Record<string, unknown>;
const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const fieldBox = (name: string) => document.querySelector(`[data-form-field="${name}"]`) as HTMLElement;

const CAT_MASSAGE = ['0b7f0c38-0a1e-4a43-9a51-5b1f3f0e0001', 'Massage'] as const;
const CAT_PHYSIO = ['0b7f0c38-0a1e-4a43-9a51-5b1f3f0e0002', 'Physiotherapie'] as const;

let calls: RecordedCall[];
let tags: { _id: string; value: string }[];

beforeEach(() => {
  window.localStorage.setItem(TOKEN_KEYS.access, 'access-token');
  window.localStorage.setItem(TOKEN_KEYS.refresh, 'refresh-token');
  tags = [{ _id: 't-vip', value: 'VIP' }];
  calls = installFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/supported-phone-numbers') return json(200, [{ country: 'CH', countryPhone: '+41' }, { country: 'DE', countryPhone: '+49' }]);
    if (url.pathname === '/api/tags' && call.method === 'GET') return json(200, tags, { 'Content-Range': `tags 0-${tags.length - 1}/${tags.length}` });
    if (url.pathname === '/api/tags' && call.method === 'POST') {
      const tag = { _id: `t-${tags.length}`, value: (JSON.parse(call.body ?? '{}') as { value: string }).value };
      tags.push(tag);
      return json(201, tag);
    }
    if (url.pathname === `/api/clinics/${CENTRE_ID}/service-categories`) {
      const rows = [CAT_MASSAGE, CAT_PHYSIO].map(([id, name]) => ({ id, service_category_id: id, name }));
      return json(200, rows, { 'Content-Range': 'service-categories 0-1/2' });
    }
    if (url.pathname === `/api/clinics/${CENTRE_ID}/vats`) return json(200, [], { 'Content-Range': 'vats */0' });
    return json(404, { code: 'notFound', message: 'errors.notFound' });
  });
});
afterEach(() => window.localStorage.clear());

function render(def = registry.contact, form = contactForm, record: Json = { firstName: 'Lena', lastName: 'Muster' }) {
  const onSubmit = jest.fn(async (_data: Json) => undefined);
  const extra = def === registry.service ? services.config : contacts.config;
  renderAdmin(<SchemaForm id="f" def={def} form={form} record={record} onSubmit={onSubmit} widgets={extra.widgets} fields={extra.fields} />, { dataProvider });
  const submit = () => fireEvent.submit(document.getElementById('f') as HTMLFormElement);
  return { onSubmit, submit };
}

describe('widgets', () => {
  it('money: francs typed, Rappen sent', async () => {
    const { onSubmit, submit } = render(registry.service, serviceForm('regular'), { name: 'Massage', type: 'regular' });
    fireEvent.change(input('ppu'), { target: { value: '95.50' } });
    fireEvent.blur(input('ppu'));
    expect(input('ppu').value).toBe('95.50');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ ppu: 9550 });
  });

  it('money: the Swiss "10.–" and "10.-" are 10.00; anything else says what is expected (issue 13)', async () => {
    const { onSubmit, submit } = render(registry.service, serviceForm('regular'), { name: 'Massage', type: 'regular' });
    fireEvent.change(input('ppu'), { target: { value: 'zehn' } });
    submit();
    expect(await within(fieldBox('ppu')).findByText(en('errors.invalidAmount'))).toBeInTheDocument();
    expect(en('errors.invalidAmount')).toMatch(/120\.–/);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input('ppu'), { target: { value: '10.–' } });
    fireEvent.blur(input('ppu'));
    expect(input('ppu').value).toBe('10.00');
    fireEvent.change(input('ppu'), { target: { value: '12.-' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ ppu: 1200 });
  });

  it('tariff position: digits only, with a message that says so (issue 13)', async () => {
    const { onSubmit, submit } = render(registry.service, serviceForm('tarif590'), { name: 'Akupunktur', type: 'tarif590', tarif: '590' });
    fireEvent.change(input('nr'), { target: { value: 'abc' } });
    submit();
    expect(await within(fieldBox('nr')).findByText(en('errors.invalidTariffPosition'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input('nr'), { target: { value: '1004' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('text over its limit is kept as typed and refused with the limit (issue 13)', async () => {
    const { onSubmit, submit } = render();
    fireEvent.change(input('firstName'), { target: { value: 'A'.repeat(300) } });
    expect(input('firstName').value).toHaveLength(300);
    expect(input('firstName').maxLength).not.toBe(50);
    submit();
    expect(await within(fieldBox('firstName')).findByText(en('errors.tooLong', { limit: 50 }))).toBeInTheDocument();
    expect(en('errors.tooLong', { limit: 50 })).toMatch(/50/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('postcode: 4 digits for a Swiss address, 5 for a German one (issue 13)', async () => {
    const { onSubmit, submit } = render(registry.contact, contactForm, { firstName: 'Lena', lastName: 'Muster', Address: { country: 'CH' } });
    fireEvent.change(input('Address.zipcode'), { target: { value: '80O8' } });
    submit();
    expect(await within(fieldBox('Address')).findByText(en('errors.invalidPostcode4'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input('Address.zipcode'), { target: { value: '8008' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('canton: the 26 codes for a Swiss address, free text abroad', async () => {
    render(registry.contact, contactForm, { firstName: 'Lena', lastName: 'Muster', Address: { country: 'CH' } });
    const canton = document.querySelector('select[name="Address.state"]') as HTMLSelectElement;
    expect([...canton.options].map((o) => o.value).filter(Boolean)).toHaveLength(26);
    fireEvent.change(document.querySelector('select[name="Address.country"]') as HTMLSelectElement, { target: { value: 'DE' } });
    await waitFor(() => expect(input('Address.state').tagName).toBe('INPUT'));
  });

  it('phone: the chosen country decides which numbers are valid', async () => {
    const { onSubmit, submit } = render();
    const codes = document.querySelector('select[name="countryPhone"]') as HTMLSelectElement;
    await waitFor(() => expect(codes.options[1].value).toBe('DE'));
    fireEvent.change(input('phone'), { target: { value: '030 12345678' } });
    submit();
    expect(await within(fieldBox('phone')).findByText(en('errors.invalidPhone'))).toBeInTheDocument();
    fireEvent.change(codes, { target: { value: 'DE' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ countryPhone: '+49', phone: '030 12345678' });
  });

  it('tags: chips from GET /api/tags, new ones typed, created on save (spec §5)', async () => {
    const { onSubmit, submit } = render(registry.contact, contactForm, { firstName: 'Lena', lastName: 'Muster', tags: ['VIP'] });
    expect(within(fieldBox('tags')).getByText('VIP')).toBeInTheDocument();
    const box = input('tags');
    fireEvent.change(box, { target: { value: 'Rücken' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(fieldBox('tags')).findByText('Rücken')).toBeInTheDocument();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0][0] as Json;
    expect(sent.tags).toEqual(['VIP', 'Rücken']);
    // The contact resource turns the values into ids, creating "Rücken" only.
    const body = await contacts.config.transform?.({ tags: sent.tags }, { def: contacts.def, centreId: CENTRE_ID, previous: null });
    expect(body).toEqual({ tagIds: ['t-vip', 't-1'] });
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [new URL(c.url, 'http://localhost').searchParams.get('centreId'), c.body])).toEqual([[CENTRE_ID, JSON.stringify({ value: 'Rücken' })]]);
  });

  it('ensureTagIds matches existing tags regardless of case', async () => {
    expect(await ensureTagIds(CENTRE_ID, ['vip', ' VIP ', ''])).toEqual(['t-vip']);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('reference: the category is picked from the centre’s categories by name', async () => {
    const { onSubmit, submit } = render(registry.service, serviceForm('regular'), { name: 'Massage', type: 'regular' });
    fireEvent.mouseDown(input('category_fk'));
    fireEvent.click(await screen.findByRole('option', { name: 'Physiotherapie' }));
    expect(input('category_fk').value).toBe('Physiotherapie');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ category_fk: CAT_PHYSIO[0] });
    const listCall = calls.find((c) => c.url.includes('/service-categories?')) as RecordedCall;
    expect(JSON.parse(new URL(listCall.url, 'http://localhost').searchParams.get('sort') as string)).toEqual(['position', 'ASC']);
  });
});
