/**
 * Profile completeness (spec behaviour.md §5). Provider-only invoice and contact features,
 * and the tariff 590 pages, depend on these rules; server and client share them.
 */
import type { Address, BusinessNumber } from './api/contracts';
import { normalizeZsr } from './businessNumbers';
import { isValidZsr } from './validators/swissIds';

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

function addressComplete(address: Address | null | undefined): boolean {
  return Boolean(address) && filled(address?.street) && filled(address?.building) && filled(address?.zipcode) && filled(address?.city);
}

/** A user setting is complete only if firstName and lastName are set. */
export function isUserSettingComplete(user: { firstName?: string | null; lastName?: string | null }): boolean {
  return filled(user.firstName) && filled(user.lastName);
}

/** A centre is complete if street, building, zipcode and city of its (first) address are set. */
export function isCentreComplete(centre: { address?: Address[] | null }): boolean {
  return addressComplete(centre.address?.[0]);
}

export interface CentreProviderProfile {
  firstName?: string | null;
  lastName?: string | null;
  Address?: Address | null;
  BusinessNumber?: BusinessNumber[] | null;
}

/** The provider's ZSR number, or '' when none is entered. */
export function zsrOf(businessNumbers: BusinessNumber[] | null | undefined): string {
  return (businessNumbers ?? []).find((b) => b.name === 'ZSR')?.value?.trim() ?? '';
}

/** A ZSR number that is entered and well-formed (A000000, "not yet known", counts). */
export function hasValidZsr(zsr: string): boolean {
  const value = normalizeZsr(zsr);
  return value !== '' && isValidZsr(value);
}

/** Names, street, building, zipcode, city, and a ZSR number that passes its check. */
export function isCentreProviderComplete(provider: CentreProviderProfile): boolean {
  return isUserSettingComplete(provider) && addressComplete(provider.Address) && hasValidZsr(zsrOf(provider.BusinessNumber));
}

/** Names, street, building, zipcode, city and date of birth. */
export function isContactComplete(contact: {
  firstName?: string | null;
  lastName?: string | null;
  Address?: Address | null;
  dateOfBirth?: string | null;
}): boolean {
  return isUserSettingComplete(contact) && addressComplete(contact.Address) && filled(contact.dateOfBirth);
}
