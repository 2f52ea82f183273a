/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { AddressesPage } from '../../../src/client/pages/tariff590/AddressesPage';
import { ProfilePage } from '../../../src/client/pages/tariff590/ProfilePage';
import { apiFetch } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import { aCentre, aProvider, aSession, aUser, CENTRE_ID, PROVIDER_ID, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';
import { serverSchemaErrors } from './support/serverSchema';
import { addressesValues, centreAddressBody, resourceBody } from '../../../src/client/pages/tariff590/addressesForm';
import { centreNumbersBody, profileValues, providerNumbersBody } from '../../../src/client/pages/tariff590/profileForm';
import { centreUpdateBody, providerPatchBody } from '../../../src/shared/api/centres';
import { providerProfileBody } from '../../../src/shared/api/users';
import { isValidGln } from '../../../src/shared/validators/swissIds';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const fullAddress = { street: 'Seestrasse', building: '5', zipcode: '6004', city: 'Luzern', state: 'LU', country: 'CH' };

function serve(provider = aProvider(), centre = aCentre()) {
  apiFetchMock.mockImplementation(async (path, init) => {
    if (path === `/api/centres/${CENTRE_ID}/settings/providers/${PROVIDER_ID}`) return provider;
    if (path === `/api/centre/${CENTRE_ID}/getCentre`) return centre;
    if (init?.method === 'PATCH' && path === `/api/centre/${CENTRE_ID}/updateCentre`) return centre;
    if (init?.method === 'PATCH' && path === `/api/users/${USER_ID}/resource`) return { user: aUser() };
    if (init?.method === 'PATCH' && path === `/api/centre/${CENTRE_ID}/centreProvider/${PROVIDER_ID}`) return provider;
    throw new Error(`unexpected call ${path}`);
  });
}

const status = (name: string) => document.querySelector(`[data-completeness="${name}"]`)!;

beforeEach(() => {
  apiFetchMock.mockReset();
  useSessionMock.mockReturnValue(aSession());
});

describe('tariff 590 addresses', () => {
  it('turns from incomplete to complete as the address is filled in, then saves and moves on', async () => {
    serve();
    const locations: Location[] = [];
    renderPage(<AddressesPage />, { url: '/tariff590/addresses', routePath: '/tariff590/addresses', onLocation: (l) => locations.push(l) });

    await screen.findByText('Your address: incomplete');
    expect(status('name')).toHaveTextContent('Your name: complete');
    expect(status('centreAddress')).toHaveTextContent('Practice address: complete');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();

    const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`[name="provider.${name}"]`)!, { target: { value } });
    fill('street', 'Seestrasse');
    fill('building', '5');
    fill('zipcode', '6004');
    expect(status('providerAddress')).toHaveTextContent('Your address: incomplete');
    fill('city', 'Luzern');
    expect(status('providerAddress')).toHaveTextContent('Your address: complete');
    expect(next).toBeEnabled();

    fireEvent.click(next);
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe('/tariff590/profile'));
    expect(apiFetchMock).toHaveBeenCalledWith(`/api/users/${USER_ID}/resource`, {
      method: 'PATCH',
      body: {
        userData: {
          centreId: CENTRE_ID,
          firstName: 'Anna',
          lastName: 'Muster',
          Address: { street: 'Seestrasse', building: '5', zipcode: '6004', city: 'Luzern', state: '', country: 'CH' },
        },
      },
    });
    expect(serverSchemaErrors(providerProfileBody, apiFetchMock.mock.calls.find(([p]) => p.endsWith('/resource'))![1]!.body)).toEqual([]);
  });

  it('counts a missing name as incomplete', async () => {
    useSessionMock.mockReturnValue(aSession({ user: aUser({ firstName: '' }) }));
    serve(aProvider({ Address: fullAddress }));
    renderPage(<AddressesPage />);
    expect(await screen.findByText('Your name: incomplete')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Anna' } });
    expect(screen.getByText('Your name: complete')).toBeInTheDocument();
  });
});

describe('tariff 590 profile', () => {
  it('accepts the unknown ZSR A000000 as complete and finishes on the calendar', async () => {
    serve(aProvider({ Address: fullAddress }));
    const locations: Location[] = [];
    renderPage(<ProfilePage />, { url: '/tariff590/profile', routePath: '/tariff590/profile', onLocation: (l) => locations.push(l) });
    expect(await screen.findByText('Your ZSR number: incomplete')).toBeInTheDocument();
    const finish = screen.getByRole('button', { name: 'Done, go to the calendar' });
    expect(finish).toBeDisabled();

    fireEvent.click(screen.getByLabelText(/I do not have a ZSR number yet/));
    expect(screen.getByText('Your ZSR number: complete')).toBeInTheDocument();
    fireEvent.click(finish);
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe('/calendar'));
    const patch = apiFetchMock.mock.calls.find(([p]) => p.endsWith(`/centreProvider/${PROVIDER_ID}`))!;
    expect(patch[1]!.body).toEqual({ BusinessNumber: [{ name: 'ZSR', value: 'A000000' }] });
    expect(serverSchemaErrors(providerPatchBody, patch[1]!.body)).toEqual([]);
  });

  it('refuses a GLN with a wrong check digit', async () => {
    serve(aProvider({ Address: fullAddress }));
    renderPage(<ProfilePage />);
    fireEvent.change(await screen.findByLabelText(/ZSR number/, { selector: '[name="provider.ZSR"]' }), { target: { value: 'B654321' } });
    fireEvent.change(document.querySelector('[name="provider.GLN"]')!, { target: { value: '7601003002750' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The GLN has 13 digits with a valid check digit.')).toBeInTheDocument();
    expect(apiFetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
  });

  it('says incomplete and keeps Finish disabled while ZSR or GLN on screen are invalid (issue 13)', async () => {
    serve(aProvider({ Address: fullAddress, BusinessNumber: [{ name: 'ZSR', value: 'B654321' }] }));
    renderPage(<ProfilePage />);
    expect(await screen.findByText('Your ZSR number: complete')).toBeInTheDocument();
    const finish = screen.getByRole('button', { name: 'Done, go to the calendar' });
    expect(finish).toBeEnabled();
    fireEvent.change(screen.getByLabelText(/ZSR number/, { selector: '[name="provider.ZSR"]' }), { target: { value: 'B65' } });
    expect(screen.getByText('Your ZSR number: incomplete')).toBeInTheDocument();
    expect(status('provider')).toHaveAttribute('data-complete', 'false');
    expect(finish).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/ZSR number/, { selector: '[name="provider.ZSR"]' }), { target: { value: 'B654321' } });
    expect(finish).toBeEnabled();
    fireEvent.change(document.querySelector('[name="provider.GLN"]')!, { target: { value: '7601003002750' } });
    expect(status('provider')).toHaveAttribute('data-complete', 'false');
    expect(finish).toBeDisabled();
    expect(screen.getByText('The GLN has 13 digits with a valid check digit.')).toBeInTheDocument();
  });
});

describe('GLN hint', () => {
  it('gives an example GLN that passes the check digit, in every language (issue 13)', () => {
    for (const lang of ['de', 'en', 'fr', 'it']) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const hint: string = require(`../../../locales/${lang}/settings.json`).businessInfo.glnHint;
      const example = /\d{13}/.exec(hint)?.[0] ?? '';
      expect([lang, isValidGln(example) && example !== '']).toEqual([lang, true]);
    }
  });
});

describe('tariff 590 bodies', () => {
  it('are accepted by the server for a practice with several addresses and numbers', () => {
    const centre = aCentre({
      address: [{ street: 'Bahnhofstrasse', building: '12', zipcode: '8001', city: 'Zürich', state: 'ZH', country: 'CH' }, { street: 'Filiale', city: 'Zug' }],
      businessInfo: { businessNumber: [{ name: 'UID', value: 'CHE-123.456.788' }], taxNumber: 'CHE-123.456.788 MWST', zsrNumber: 'A123456', nifNumber: '', gln: '7601003002751', others: 'x' },
    });
    const provider = aProvider({
      Address: { street: 'Seestrasse', building: '5', zipcode: '6004', city: 'Luzern', country: 'CH' },
      BusinessNumber: [{ name: 'ZSR', value: 'A000000' }, { name: 'GLN', value: '7601003002751' }, { name: 'UID', value: 'CHE-123.456.788' }],
    });
    const addresses = addressesValues(aUser(), provider, centre);
    expect(serverSchemaErrors(providerProfileBody, resourceBody(addresses, CENTRE_ID))).toEqual([]);
    expect(centreAddressBody(addresses, centre).address).toHaveLength(2);
    expect(serverSchemaErrors(centreUpdateBody, centreAddressBody(addresses, centre))).toEqual([]);
    const numbers = profileValues(provider, centre);
    expect(serverSchemaErrors(providerPatchBody, providerNumbersBody(numbers, provider))).toEqual([]);
    expect(serverSchemaErrors(centreUpdateBody, centreNumbersBody(numbers, centre))).toEqual([]);
  });
});
