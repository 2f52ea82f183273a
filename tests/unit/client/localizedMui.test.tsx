/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen } from '@testing-library/react';
import { Alert, Autocomplete, CircularProgress, LinearProgress, TextField } from '@mui/material';
import { LoadingScreen } from '../../../src/client/components/LoaderOverlay';
import { PageLoading } from '../../../src/client/components/PageLoading';
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

  // CI found the service list's loading state with two unnamed progress bars (axe: aria-progressbar-name).
  it('names every progress indicator, explicit names win', () => {
    renderPage(
      <LocalizedMui>
        <CircularProgress />
        <LinearProgress />
        <CircularProgress aria-label="Rechnungen werden erstellt" />
      </LocalizedMui>,
      { lng: 'de' },
    );
    expect(screen.getAllByRole('progressbar', { name: 'Wird geladen…' })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Rechnungen werden erstellt' })).toBeInTheDocument();
  });

  it('names the page and full-screen loading states, each a single progress bar', () => {
    renderPage(<LocalizedMui><PageLoading /><LoadingScreen /></LocalizedMui>, { lng: 'it' });
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.getAllByRole('progressbar', { name: 'Caricamento…' })).toHaveLength(2);
  });
});
