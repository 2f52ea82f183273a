/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * Issue 13: a record form the server refuses shows each field error beside its field and a short
 * summary at the top of the form (each line focuses its field), never a dialog; the length limit
 * the server sends is in the message.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { ApiRequestError } from '../../../src/client/api/apiError';
import { SchemaEdit } from '../../../src/client/admin/RecordForms';
import { contacts } from '../../../resources/contacts';
import { testI18nProvider } from '../pages/support/renderPage';
import { installFetch, json } from '../client/support/fetchMock';
import { renderAdmin } from './support/renderAdmin';

configure({ asyncUtilTimeout: 5000 });
const en = testI18nProvider('en').translate;

beforeEach(() => {
  installFetch((call) =>
    call.url.endsWith('/api/supported-phone-numbers') ? json(200, [{ country: 'CH', countryPhone: '+41' }]) : json(404, { code: 'notFound', message: 'errors.notFound' }),
  );
});

const CONTACT = { id: 'c1', contact_id: 'c1', firstName: 'Lena', lastName: 'Muster', email: 'lena@example.ch', updatedAt: '2026-01-01T00:00:00Z' };

function refusingProvider(errors: { field: string; code: string; message: string; limit?: number }[]) {
  const update = jest.fn(async () => {
    throw new ApiRequestError(400, { code: 'validation', message: 'errors.validation', errors });
  });
  const dataProvider = {
    getOne: async () => ({ data: CONTACT }),
    update,
  } as unknown as DataProvider;
  return { dataProvider, update };
}

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const fieldBox = (name: string) => document.querySelector(`[data-form-field="${name}"]`) as HTMLElement;

describe('a record form the server refuses', () => {
  it('puts the field error beside its field and in a summary at the top, with the limit, and no dialog', async () => {
    const { dataProvider, update } = refusingProvider([
      { field: 'firstName', code: 'tooLong', message: 'errors.tooLong', limit: 50 },
      { field: 'centre_fk', code: 'invalidReference', message: 'errors.invalidReference' },
    ]);
    renderAdmin(<SchemaEdit resource={contacts} id="c1" formId="f" />, { dataProvider });
    await waitFor(() => expect(input('firstName')).not.toBeNull());
    fireEvent.submit(document.getElementById('f') as HTMLFormElement);
    await waitFor(() => expect(update).toHaveBeenCalled());

    const tooLong = en('errors.tooLong', { limit: 50 });
    expect(tooLong).toContain('50');
    expect(await within(fieldBox('firstName')).findByText(tooLong)).toBeInTheDocument();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveAttribute('data-form-summary');
    // The summary sits above the fields, names the field and says the limit.
    expect(summary.compareDocumentPosition(input('firstName')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const line = within(summary).getByRole('button', { name: `${en('records.contact.firstName')}: ${tooLong}` });
    // An error on a field the form does not show is listed too, as text.
    expect(within(summary).getByText(en('errors.invalidReference'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => input('lastName').focus());
    fireEvent.click(line);
    expect(document.activeElement).toBe(input('firstName'));

    // Fixing the field takes its line off the summary.
    fireEvent.change(input('firstName'), { target: { value: 'Lea' } });
    await waitFor(() => expect(within(summary).queryByText(new RegExp(tooLong.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeNull());
  });

  it('lists the client rules too, before anything is sent', async () => {
    const { dataProvider, update } = refusingProvider([]);
    renderAdmin(<SchemaEdit resource={contacts} id="c1" formId="f" />, { dataProvider });
    await waitFor(() => expect(input('email')).not.toBeNull());
    fireEvent.change(input('email'), { target: { value: 'lena@example' } });
    fireEvent.submit(document.getElementById('f') as HTMLFormElement);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('button', { name: new RegExp(`${en('errors.invalidEmail').replace('.', '\\.')}$`) })).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
