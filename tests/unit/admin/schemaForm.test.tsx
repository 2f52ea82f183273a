/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * SchemaForm renders a registry record: every contact field under its English label, the
 * client-side Swiss rules with the server's messages, server field errors on their fields, and
 * a property added to the schema without any code change.
 */
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-admin';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { runGenerators } from '../../../generators/run';
import { contactForm } from '../../../resources/contacts';
import { registry } from '../../../src/generated/registry.gen';
import { formValidators } from '../../../src/generated/validators/index.gen';
import type { RecordDefinition } from '../../../src/shared/recordDefinition';
import { formSchemaOf } from '../../../src/client/admin/formSchema';
import { SchemaForm } from '../../../src/client/admin/SchemaForm';
import type { RecordFormConfig } from '../../../src/client/admin/uiSchemaBuilder';
import { testI18nProvider } from '../pages/support/renderPage';
import { installFetch, json } from '../client/support/fetchMock';
import { tempProject } from '../generators/tempProject';
import { renderAdmin } from './support/renderAdmin';

// A busy machine needs more than a second for the first render.
configure({ asyncUtilTimeout: 5000 });

const en = testI18nProvider('en').translate;

beforeEach(() => {
  installFetch((call) =>
    call.url.endsWith('/api/supported-phone-numbers')
      ? json(200, [{ country: 'CH', countryPhone: '+41' }, { country: 'DE', countryPhone: '+49' }])
      : json(404, { code: 'notFound', message: 'errors.notFound' }),
  );
});
type Json = Record<string, unknown>;

function renderForm(def: RecordDefinition, form: RecordFormConfig = {}, record: Json = {}, onSubmit = jest.fn(async (_data: Json) => undefined as void | { field: string; code: string; message?: string }[])) {
  renderAdmin(<SchemaForm id="f" def={def} form={form} record={record} onSubmit={onSubmit} />);
  return { onSubmit, form: () => document.getElementById('f') as HTMLFormElement };
}

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const fieldBox = (name: string) => document.querySelector(`[data-form-field="${name}"]`) as HTMLElement;

describe('SchemaForm for contacts', () => {
  it('shows every visible contact field with its translated label, nested address fields too', async () => {
    renderForm(registry.contact, contactForm);
    const props = formSchemaOf(registry.contact).properties as Record<string, Json>;
    const hidden = new Set(contactForm.hidden);
    let checked = 0;
    for (const [name, node] of Object.entries(props)) {
      if (hidden.has(name) || name === 'countryPhone') continue;
      const target = typeof node.$ref === 'string' ? ((registry.contact.schema.$defs as Record<string, Json>)[node.$ref.split('/').pop() as string] ?? {}) : node;
      if (target.type === 'object') {
        for (const [sub, subNode] of Object.entries(target.properties as Record<string, Json>)) {
          expect(within(fieldBox(name)).getAllByText(en(subNode['x-label'] as string), { exact: false }).length).toBeGreaterThan(0);
          expect(input(`${name}.${sub}`)).not.toBeNull();
          checked++;
        }
        continue;
      }
      const label = en(node['x-label'] as string);
      expect(label).not.toBe(node['x-label']);
      expect(within(fieldBox(name)).getAllByText(label, { exact: false }).length).toBeGreaterThan(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
    // Hints come from `<label>Hint` keys, not from the schema's developer descriptions.
    expect(within(fieldBox('ahvNumber')).getByText(en('records.contact.ahvNumberHint'))).toBeInTheDocument();
    expect(within(fieldBox('height')).queryByText('Centimetres.')).toBeNull();
    // The dialling code is chosen next to the mobile number, the server's countries first.
    const codes = document.querySelector('select[name="countryPhone"]') as HTMLSelectElement;
    await waitFor(() => expect([...codes.options].slice(0, 2).map((o) => o.value)).toEqual(['CH', 'DE']));
    expect(codes.options.length).toBeGreaterThan(200);
    for (const group of contactForm.groups ?? []) {
      const section = document.querySelector(`[data-section="${group.name}"]`) as HTMLElement;
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(en(group.title));
    }
  });

  it('refuses a wrong AHV check digit and a malformed e-mail with the server messages, before sending', async () => {
    const { onSubmit, form } = renderForm(registry.contact, contactForm, { firstName: 'Lena', lastName: 'Muster' });
    fireEvent.change(input('ahvNumber'), { target: { value: '7561234567890' } });
    expect(input('ahvNumber').value).toBe('756.1234.5678.90');
    fireEvent.change(input('email'), { target: { value: 'lena@example' } });
    fireEvent.change(input('phone'), { target: { value: '012' } });
    fireEvent.submit(form());
    expect(await within(fieldBox('ahvNumber')).findByText(en('errors.invalidAhv'))).toBeInTheDocument();
    expect(within(fieldBox('email')).getByText(en('errors.invalidEmail'))).toBeInTheDocument();
    expect(within(fieldBox('phone')).getByText(en('errors.invalidPhone'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input('ahvNumber'), { target: { value: '756.1234.5678.97' } });
    fireEvent.change(input('email'), { target: { value: 'lena@example.ch' } });
    fireEvent.change(input('phone'), { target: { value: '079 123 45 67' } });
    fireEvent.submit(form());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ ahvNumber: '756.1234.5678.97', email: 'lena@example.ch', phone: '079 123 45 67', countryPhone: '+41' });
  });

  it('requires the first name with the server message', async () => {
    const { onSubmit, form } = renderForm(registry.contact, contactForm, { lastName: 'Muster' });
    fireEvent.submit(form());
    expect(await within(fieldBox('firstName')).findByText(en('errors.required'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server field errors on their fields, nested ones included, and clears one when it is edited', async () => {
    const onSubmit = jest.fn(async () => [
      { field: 'Address.city', code: 'tooLong', message: 'errors.tooLong', limit: 35 },
      { field: 'email', code: 'alreadyExists', message: 'errors.alreadyExists' },
    ]);
    const { form } = renderForm(registry.contact, contactForm, { firstName: 'Lena', lastName: 'Muster', email: 'lena@example.ch' }, onSubmit);
    fireEvent.submit(form());
    expect(await within(fieldBox('Address')).findByText(en('errors.tooLong', { limit: 35 }))).toBeInTheDocument();
    expect(within(fieldBox('email')).getByText(en('errors.alreadyExists'))).toBeInTheDocument();
    fireEvent.change(input('email'), { target: { value: 'lena.m@example.ch' } });
    await waitFor(() => expect(within(fieldBox('email')).queryByText(en('errors.alreadyExists'))).toBeNull());
    expect(within(fieldBox('Address')).getByText(en('errors.tooLong', { limit: 35 }))).toBeInTheDocument();
  });
});

describe('a property added to the schema', () => {
  // What `npm run gen` makes of two new properties in a copy of schemas/contact.schema.json (a
  // text and an IBAN from the shared definitions): the generators' own record definition, and
  // the form validators they precompiled, in place of the checkout's.
  let extended: RecordDefinition;
  const checkoutValidators = formValidators.contact;
  beforeAll(async () => {
    const project = tempProject();
    try {
      project.editJson('schemas/contact.schema.json', (s) => {
        const props = s.properties as Record<string, unknown>;
        props.referral = { type: 'string', maxLength: 100, 'x-list': { column: true, filterable: true } };
        props.bankAccount = { $ref: '_defs/iban.schema.json' };
      });
      for (const lng of ['de', 'en', 'fr', 'it']) {
        project.editJson(`locales/${lng}/records.json`, (labels) => Object.assign(labels.contact as Json, { referral: 'Referral', bankAccount: 'IBAN' }));
      }
      const result = await runGenerators({ root: project.root, migrations: false });
      extended = result.records.find((r) => r.name === 'contact')!;
      formValidators.contact = (require(path.join(project.root, 'src/generated/validators/contact.gen.ts')) as { validateFns: ValidatorFunctions }).validateFns;
    } finally {
      project.remove();
    }
  });
  afterAll(() => {
    formValidators.contact = checkoutValidators;
  });

  it('appears in the form without code, in the last section, and is sent', async () => {
    const { onSubmit, form } = renderForm(extended, contactForm, { firstName: 'Lena', lastName: 'Muster' });
    const other = document.querySelector('[data-section="other"]') as HTMLElement;
    expect(within(other).getByText(en('admin.form.otherFields'))).toBeInTheDocument();
    expect(other.querySelector('input[name="referral"]')).not.toBeNull();
    fireEvent.change(input('referral'), { target: { value: 'Dr. Keller' } });
    fireEvent.change(input('bankAccount'), { target: { value: 'ch44 3199 9123 0008 8901 3' } });
    expect(input('bankAccount').value).toBe('CH44 3199 9123 0008 8901 3');
    fireEvent.submit(form());
    expect(await within(fieldBox('bankAccount')).findByText(en('errors.invalidIban'))).toBeInTheDocument();
    fireEvent.change(input('bankAccount'), { target: { value: 'CH44 3199 9123 0008 8901 2' } });
    fireEvent.submit(form());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ referral: 'Dr. Keller', bankAccount: 'CH4431999123000889012' });
  });
});

describe('unsaved changes', () => {
  function Elsewhere() {
    const navigate = useNavigate();
    const { pathname } = useLocation();
    return (
      <>
        <span data-testid="path">{pathname}</span>
        <button type="button" onClick={() => navigate('/clients/clientlist')}>
          leave
        </button>
      </>
    );
  }

  it('asks before leaving an edited form; cancel stays, confirm leaves', async () => {
    renderAdmin(
      <>
        <SchemaForm id="f" def={registry.contact} form={contactForm} record={{ firstName: 'Lena', lastName: 'Muster' }} onSubmit={async () => undefined} />
        <Elsewhere />
      </>,
      { url: '/clients/profile/x' },
    );
    fireEvent.change(input('firstName'), { target: { value: 'Lea' } });
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(await screen.findByText(en('admin.form.unsavedTitle'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en('common.cancel') }));
    await waitFor(() => expect(screen.queryByText(en('admin.form.unsavedTitle'))).toBeNull());
    expect(screen.getByTestId('path')).toHaveTextContent('/clients/profile/x');
    fireEvent.click(await screen.findByRole('button', { name: 'leave' }));
    fireEvent.click(await screen.findByRole('button', { name: en('admin.form.leave') }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/clients/clientlist'));
  });

  it('lets an untouched form go without asking', async () => {
    renderAdmin(
      <>
        <SchemaForm id="f" def={registry.contact} form={contactForm} record={{ firstName: 'Lena', lastName: 'Muster' }} onSubmit={async () => undefined} />
        <Elsewhere />
      </>,
      { url: '/clients/profile/x' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/clients/clientlist'));
    expect(screen.queryByText(en('admin.form.unsavedTitle'))).toBeNull();
  });
});

