/**
 * The bodies the admin pages send satisfy the server's own JSON Schemas (the server answers 400
 * to anything else, e.g. an unknown field), checked with the same ajv set-up the server uses.
 */
import { createAjv } from '../../../src/server/validation';
import { centreUpdateBody, permissionBody, providerPatchBody as providerPatchSchema } from '../../../src/shared/api/centres';
import { inviteBody } from '../../../src/shared/api/invitations';
import { profileBody as serverProfileBody, providerProfileBody as serverResourceBody } from '../../../src/shared/api/users';
import { toUpdateCentreBody, valuesFromCentre } from '../../../src/client/pages/settings/businessInfo/businessInfoForm';
import { accountValuesFromUser, profileBody } from '../../../src/client/pages/settings/account/accountForm';
import { therapistPatchBody, therapistValues } from '../../../src/client/pages/settings/therapist/therapistForm';
import { permissionFlagsOf, permissionUpdateBody } from '../../../src/client/pages/settings/therapist/permissionFlags';
import { addressesValues, centreAddressBody, resourceBody } from '../../../src/client/pages/tariff590/addressesForm';
import { centreNumbersBody, profileValues, providerNumbersBody } from '../../../src/client/pages/tariff590/profileForm';
import { aCentre, aProvider, aUser, CENTRE_ID } from './support/fixtures';

const ajv = createAjv({ coerceTypes: false });
const accepts = (schema: object, body: unknown) => {
  const validate = ajv.compile(schema);
  const ok = validate(body);
  return ok ? [] : validate.errors;
};

const centre = aCentre({
  address: [{ street: 'Bahnhofstrasse', building: '12', zipcode: '8001', city: 'Zürich', state: 'ZH', country: 'CH' }, { street: 'Filiale', city: 'Zug' }],
  openingHours: [{ day: 1, openTime: 8, closeTime: 12 }, { day: 1, openTime: 13.5, closeTime: 18 }],
  businessInfo: { businessNumber: [{ name: 'UID', value: 'CHE-123.456.788' }], taxNumber: 'CHE-123.456.788 MWST', zsrNumber: 'A123456', nifNumber: '', gln: '7601003002751', others: 'x' },
});
const provider = aProvider({
  Address: { street: 'Seestrasse', building: '5', zipcode: '6004', city: 'Luzern', country: 'CH' },
  BusinessNumber: [{ name: 'ZSR', value: 'A000000' }, { name: 'GLN', value: '7601003002751' }, { name: 'UID', value: 'CHE-123.456.788' }],
  Permission: [{ calendar: true, legacyFlag: true }],
  calendarColour: '#1976d2',
});

describe('admin page bodies match the server schemas', () => {
  it('business info → updateCentre', () => {
    expect(accepts(centreUpdateBody, toUpdateCentreBody(valuesFromCentre(centre), centre))).toEqual([]);
  });

  it('account → POST /api/user/{id}', () => {
    expect(accepts(serverProfileBody, profileBody(accountValuesFromUser(aUser())))).toEqual([]);
  });

  it('therapist → PATCH centreProvider and updatePermission', () => {
    expect(accepts(providerPatchSchema, therapistPatchBody(therapistValues(provider), provider))).toEqual([]);
    expect(accepts(permissionBody, permissionUpdateBody(provider.Permission, permissionFlagsOf(provider.Permission)))).toEqual([]);
  });

  it('invite dialog → createAndInvite', () => {
    expect(accepts(inviteBody, { email: 'neu@praxis.ch', firstName: 'Nina', lastName: 'Neu', role: 'ADMIN' })).toEqual([]);
  });

  it('tariff 590 pages → resource, updateCentre and centreProvider', () => {
    const addresses = addressesValues(aUser(), provider, centre);
    expect(accepts(serverResourceBody, resourceBody(addresses, CENTRE_ID))).toEqual([]);
    expect(accepts(centreUpdateBody, centreAddressBody(addresses, centre))).toEqual([]);
    const numbers = profileValues(provider, centre);
    expect(accepts(providerPatchSchema, providerNumbersBody(numbers, provider))).toEqual([]);
    expect(accepts(centreUpdateBody, centreNumbersBody(numbers, centre))).toEqual([]);
  });
});
