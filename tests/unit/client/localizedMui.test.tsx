/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen } from '@testing-library/react';
import { Alert, Autocomplete, TextField } from '@mui/material';
import { LocalizedMui } from '../../../src/client/layout/LocalizedMui';
import { renderPage } from '../pages/support/renderPage';

function Picker() {
  return (
    <LocalizedMui>
      <Autocomplete options={['Bern', 'Zürich']} defaultValue="Bern" renderInput={(params) => <TextField {...params} label="Ort" />} />
      <Alert onClose={() => undefined}>Gespeichert</Alert>
    </LocalizedMui>
  );
}

describe('MUI texts in the interface language (issue 13)', () => {
  it('labels the Autocomplete and Alert buttons in German on a German page', () => {
    renderPage(<Picker />, { lng: 'de' });
    expect(screen.getByRole('button', { name: 'Öffnen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schliessen' })).toBeInTheDocument();
    fireEvent.mouseOver(screen.getByRole('combobox'));
    expect(screen.getByLabelText('Leeren', { selector: 'button' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Open|Clear|Close)$/ })).toBeNull();
  });

  it('in French too', () => {
    renderPage(<Picker />, { lng: 'fr' });
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
