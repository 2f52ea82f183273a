/** Pure logic of /tariff590/addresses: values, live completeness (spec §5) and the two save bodies. */
import type { Centre, CentreProvider, CentreUpdate } from '../../../shared/api/centres';
import type { ProviderProfileUpdate, User } from '../../../shared/api/users';
import { isCentreComplete, isUserSettingComplete } from '../../../shared/completeness';
import { addressValues, trimAddress, type AddressValues } from '../../components/address/addressOptions';
import { postcodeError } from '../../../shared/validators/postcode';

export interface AddressesValues {
  firstName: string;
  lastName: string;
  provider: AddressValues;
  centre: AddressValues;
}

export function addressesValues(user: User, provider: CentreProvider | undefined, centre: Centre | undefined): AddressesValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    provider: addressValues(provider?.Address),
    centre: addressValues(centre?.address?.[0]),
  };
}

/** The address rule is the centre's: street, building, zipcode and city. */
const addressComplete = (a: AddressValues) => isCentreComplete({ address: [trimAddress(a)] });

export interface AddressesCompleteness {
  name: boolean;
  providerAddress: boolean;
  centreAddress: boolean;
  all: boolean;
}

export function addressesCompleteness(v: AddressesValues): AddressesCompleteness {
  const name = isUserSettingComplete(v);
  const providerAddress = addressComplete(v.provider);
  const centreAddress = addressComplete(v.centre);
  return { name, providerAddress, centreAddress, all: name && providerAddress && centreAddress };
}

/** Postcodes that do not fit their country (the server says the same). */
export function validateAddresses(v: AddressesValues, withProvider: boolean): Partial<Record<'provider.zipcode' | 'centre.zipcode', string>> {
  const errors: Partial<Record<'provider.zipcode' | 'centre.zipcode', string>> = {};
  const provider = withProvider ? postcodeError(v.provider.country, v.provider.zipcode) : null;
  const centre = postcodeError(v.centre.country, v.centre.zipcode);
  if (provider) errors['provider.zipcode'] = `errors.${provider}`;
  if (centre) errors['centre.zipcode'] = `errors.${centre}`;
  return errors;
}

/** PATCH /api/users/{id}/resource: names and the provider address, saved together. */
export function resourceBody(v: AddressesValues, centreId: string): ProviderProfileUpdate {
  return { userData: { centreId, firstName: v.firstName.trim(), lastName: v.lastName.trim(), Address: trimAddress(v.provider) } };
}

/** PATCH /api/centre/{id}/updateCentre with the main address replaced, further addresses kept. */
export function centreAddressBody(v: AddressesValues, centre: Centre): CentreUpdate {
  return { address: [trimAddress(v.centre), ...(centre.address ?? []).slice(1)] };
}

export const RESOURCE_SERVER_FIELDS = {
  'userData.firstName': 'firstName',
  'userData.lastName': 'lastName',
  'userData.Address.street': 'provider.street',
  'userData.Address.building': 'provider.building',
  'userData.Address.zipcode': 'provider.zipcode',
  'userData.Address.city': 'provider.city',
  'userData.Address.state': 'provider.state',
  'userData.Address.country': 'provider.country',
} as const;
