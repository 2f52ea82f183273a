/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { I18nProvider } from 'react-admin';
import { CaptionIconButton } from '../../../src/client/components/CaptionIconButton';
import { PasswordInput } from '../../../src/client/components/PasswordInput';
import { SearchableSelect, type SelectOption } from '../../../src/client/components/SearchableSelect';
import { TextInput } from '../../../src/client/components/TextInput';
import { englishI18nProvider, renderWithAdmin } from './support/renderWithAdmin';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18nProvider();
});

const CANTONS: SelectOption[] = ['Bern', 'Basel-Stadt', 'Basel-Landschaft', 'Fribourg', 'Genève', 'Zürich'].map((label, i) => ({ value: `c${i}`, label }));

function CantonSelect({ onAction }: { onAction?: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SearchableSelect
        name="canton"
        label="Canton"
        options={CANTONS}
        value={value}
        onChange={setValue}
        action={onAction ? { label: 'Add a canton', onClick: onAction } : undefined}
      />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('SearchableSelect (keys 13, 27, 38, 40)', () => {
  it('filters while typing, moves with the arrow keys and picks with Enter', () => {
    renderWithAdmin(<CantonSelect />, { i18nProvider });
    const input = screen.getByRole('combobox', { name: 'Canton' });
    input.focus();
    fireEvent.change(input, { target: { value: 'bas' } });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Basel-Stadt', 'Basel-Landschaft']);
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(input, { key: 'ArrowUp', keyCode: 38 });
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(screen.getByTestId('value').textContent).toBe('c2');
    expect(input).toHaveValue('Basel-Landschaft');
  });

  it('Escape closes the list; the list is at most 150 px high', () => {
    renderWithAdmin(<CantonSelect />, { i18nProvider });
    const input = screen.getByRole('combobox', { name: 'Canton' });
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '150px' });
    fireEvent.keyDown(input, { key: 'Escape', keyCode: 27 });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('offers the optional action item at the end of the list', () => {
    const onAction = jest.fn();
    renderWithAdmin(<CantonSelect onAction={onAction} />, { i18nProvider });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Canton' }), { key: 'ArrowDown', keyCode: 40 });
    fireEvent.click(screen.getByRole('button', { name: 'Add a canton' }));
    expect(onAction).toHaveBeenCalled();
  });
});

describe('inputs', () => {
  it('text inputs refuse more than 50 characters by default with the limit, keeping the text (issue 13)', () => {
    const { rerender } = renderWithAdmin(<TextInput name="city" label="City" value={'x'.repeat(51)} onChange={() => undefined} />, { i18nProvider });
    const long = screen.getByRole('textbox', { name: /City/ });
    expect(long).toHaveValue('x'.repeat(51));
    expect(long).not.toHaveAttribute('maxLength');
    expect(long).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too long: at most 50 characters.')).toBeInTheDocument();
    rerender(<TextInput name="city" label="City" value={'x'.repeat(50)} onChange={() => undefined} />);
    expect(screen.queryByText('Too long: at most 50 characters.')).toBeNull();
  });

  it('text inputs show the error hint', () => {
    renderWithAdmin(<TextInput name="city" label="City" required errorText="Please fill in this field." value="" onChange={() => undefined} />, { i18nProvider });
    const input = screen.getByRole('textbox', { name: /City/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    expect(document.querySelector('.MuiFormLabel-asterisk')).toBeInTheDocument();
  });

  it('the password input shows and hides the text and shows the validity supplied from outside', () => {
    renderWithAdmin(<PasswordInput name="password" label="Password" value="abc" valid={false} onChange={() => undefined} />, { i18nProvider });
    const input = document.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(input.type).toBe('password');
    expect(screen.getByTitle('The password does not meet the rules yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });

  it('the icon button shows its caption and hint, and can be disabled', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithAdmin(<CaptionIconButton icon={<span>+</span>} label="Add" caption="New" hint="Add an entry" onClick={onClick} />, { i18nProvider });
    expect(screen.getByText('New')).toBeInTheDocument();
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Add an entry');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<CaptionIconButton icon={<span>+</span>} label="Add" caption="New" hint="Add an entry" disabled onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });
});
