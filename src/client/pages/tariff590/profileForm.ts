/** Pure logic of /tariff590/profile: the provider's and the practice's numbers, checks and bodies. */
import type { BusinessInfo, Centre, CentreProvider, CentreUpdate, ProviderPatch } from '../../../shared/api/centres';
import type { User } from '../../../shared/api/users';
import { isCentreProviderComplete } from '../../../shared/completeness';
import { businessNumberError } from '../../../shared/validators/swissIds';
import { getNumber, normalizeGln, normalizeUid, normalizeZsr, setNumber } from '../../../shared/businessNumbers';
import type { FieldMessage } from '../../api/errorText';

/** The provider numbers a Tarif 590 invoice carries (ZSR personal, GLN; KVG/VVG variants and NIF where issued). */
export const PROVIDER_NUMBERS = ['ZSR', 'GLN', 'ZSRKVG', 'ZSRVVG', 'NIF'] as const;
export type ProviderNumber = (typeof PROVIDER_NUMBERS)[number];
export const CENTRE_NUMBERS = ['zsrNumber', 'gln', 'uid', 'taxNumber'] as const;
export type CentreNumber = (typeof CENTRE_NUMBERS)[number];

export interface ProfileValues {
  provider: Record<ProviderNumber, string>;
  centre: Record<CentreNumber, string>;
}
export type ProfileErrors = Partial<Record<`provider.${ProviderNumber}` | `centre.${CentreNumber}`, FieldMessage>>;

export function profileValues(provider: CentreProvider | undefined, centre: Centre | undefined): ProfileValues {
  const info: Partial<BusinessInfo> = centre?.businessInfo ?? {};
  return {
    provider: Object.fromEntries(PROVIDER_NUMBERS.map((n) => [n, getNumber(provider?.BusinessNumber, n)])) as Record<ProviderNumber, string>,
    centre: { zsrNumber: info.zsrNumber ?? '', gln: info.gln ?? '', uid: getNumber(info.businessNumber, 'UID'), taxNumber: info.taxNumber ?? '' },
  };
}

const normal = (name: string, value: string) =>
  name.startsWith('ZSR') || name === 'zsrNumber' ? normalizeZsr(value) : name === 'GLN' || name === 'gln' ? normalizeGln(value) : name === 'uid' ? normalizeUid(value) : value.trim();

export function validateProfile(v: ProfileValues, checkCentre: boolean): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const n of PROVIDER_NUMBERS) {
    const code = businessNumberError(n, normal(n, v.provider[n]));
    if (code) errors[`provider.${n}`] = `errors.${code}`;
  }
  if (checkCentre) {
    const centreChecks: Record<CentreNumber, string> = { zsrNumber: 'ZSR', gln: 'GLN', uid: 'UID', taxNumber: '' };
    for (const n of CENTRE_NUMBERS) {
      const value = normal(n, v.centre[n]);
      const kind = n === 'taxNumber' && value.toUpperCase().startsWith('CHE') ? 'UID' : centreChecks[n];
      const code = kind ? businessNumberError(kind, kind === 'UID' ? normalizeUid(value) : value) : null;
      if (code) errors[`centre.${n}`] = `errors.${code}`;
    }
  }
  return errors;
}

export function providerNumbersBody(v: ProfileValues, provider: CentreProvider): Required<Pick<ProviderPatch, 'BusinessNumber'>> {
  let list = provider.BusinessNumber ?? [];
  for (const n of PROVIDER_NUMBERS) list = setNumber(list, n, normal(n, v.provider[n]));
  return { BusinessNumber: list };
}

export function centreNumbersBody(v: ProfileValues, centre: Centre): CentreUpdate {
  const tax = v.centre.taxNumber.trim();
  return {
    businessInfo: {
      zsrNumber: normal('zsrNumber', v.centre.zsrNumber),
      gln: normal('gln', v.centre.gln),
      taxNumber: tax.toUpperCase().startsWith('CHE') ? normalizeUid(tax) : tax,
      businessNumber: setNumber(centre.businessInfo?.businessNumber, 'UID', v.centre.uid ? normal('uid', v.centre.uid) : ''),
    },
  };
}

/** Spec §5: names, address and a non-empty ZSR (A000000 counts: the number is on its way). */
export function providerComplete(user: User, provider: CentreProvider | undefined, v: ProfileValues): boolean {
  return Boolean(provider) && isCentreProviderComplete({
    firstName: user.firstName,
    lastName: user.lastName,
    Address: provider?.Address,
    BusinessNumber: [{ name: 'ZSR', value: v.provider.ZSR }],
  });
}

