/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { I18nProvider } from 'react-admin';
import { DatePickerInput } from '../../../src/client/components/DatePickerInput';
import { englishI18nProvider, renderWithAdmin } from './support/renderWithAdmin';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18nProvider();
});

function Birthday() {
  const [value, setValue] = useState<string | null>('1985-03-14');
  return (
    <>
      <DatePickerInput name="dateOfBirth" label="Birth date" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('DatePickerInput (spec §2, §5)', () => {
  it('shows DD.MM.YYYY, lists years from this year down to 1901, and has Cancel and OK', async () => {
    renderWithAdmin(<Birthday />, { i18nProvider, path: '/' });
    const field = document.querySelector<HTMLInputElement>('input[name="dateOfBirth"]')!;
    expect(field.value).toBe('14.03.1985');
    fireEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: /calendar view is open, switch to year view/i }));
    const years = (await within(dialog).findAllByRole('radio')).map((y) => y.textContent);
    const thisYear = String(new Date().getFullYear());
    expect(years[0]).toBe(thisYear);
    expect(years.at(-1)).toBe('1901');
    expect(years).toHaveLength(new Date().getFullYear() - 1901 + 1);
  });

  it('Cancel keeps the old date; Escape closes', async () => {
    renderWithAdmin(<Birthday />, { i18nProvider, path: '/' });
    fireEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('gridcell', { name: '20' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('value').textContent).toBe('1985-03-14');

    fireEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const again = await screen.findByRole('dialog');
    fireEvent.keyDown(again, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('OK takes the picked day as the date key YYYY-MM-DD', async () => {
    renderWithAdmin(<Birthday />, { i18nProvider, path: '/' });
    fireEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('gridcell', { name: '20' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('1985-03-20'));
  });
});
