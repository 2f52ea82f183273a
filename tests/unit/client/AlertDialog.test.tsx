/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { AlertDialog } from '../../../src/client/components/AlertDialog';
import { englishI18nProvider, renderWithAdmin } from './support/renderWithAdmin';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18nProvider();
});

describe('AlertDialog (spec §2 widgets)', () => {
  it('keeps the confirm (last) button disabled while the input is blank after trimming', () => {
    const onConfirm = jest.fn();
    renderWithAdmin(
      <AlertDialog
        open
        title="Delete account"
        input={{ label: 'Confirmation word' }}
        buttons={[{ label: 'Cancel' }, { label: 'Delete', onClick: onConfirm }]}
      />,
      { i18nProvider },
    );
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    const input = screen.getByLabelText('Confirmation word');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    fireEvent.change(input, { target: { value: '  DELETE ' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('DELETE');
  });

  it('defaults to a single OK button, and Enter confirms it', () => {
    const onClose = jest.fn();
    renderWithAdmin(<AlertDialog open title="Saved" content="All good." onClose={onClose} />, { i18nProvider });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['OK']);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Enter does nothing when there are two buttons', () => {
    const onConfirm = jest.fn();
    renderWithAdmin(
      <AlertDialog open title="Sure?" buttons={[{ label: 'No' }, { label: 'Yes', onClick: onConfirm }]} />,
      { i18nProvider },
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Enter does not confirm a single button while its required input is blank', () => {
    const onConfirm = jest.fn();
    renderWithAdmin(
      <AlertDialog open title="Your name" input={{ label: 'Name' }} buttons={[{ label: 'Save', onClick: onConfirm }]} />,
      { i18nProvider },
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledWith('Anna');
  });

  it('shows the close cross only when asked, and it closes', () => {
    const onClose = jest.fn();
    renderWithAdmin(<AlertDialog open title="Info" closable onClose={onClose} />, { i18nProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is 600 px wide', () => {
    renderWithAdmin(<AlertDialog open title="Info" />, { i18nProvider });
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '600px' });
  });
});
