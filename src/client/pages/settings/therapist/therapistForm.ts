/** Pure logic of a therapist's settings: provider → form values, checks and the PATCH body. */
import type { CentreProvider, ProviderPatch } from '../../../../shared/api/centres';
import { businessNumberError } from '../../../../shared/validators/swissIds';
import { addressValues, trimAddress, type AddressKey, type AddressValues } from '../../../components/address/addressOptions';
import { getNumber, normalizeGln, normalizeUid, normalizeZsr, setNumber } from '../../../../shared/businessNumbers';
import type { FieldMessage } from '../../../api/errorText';

/** The numbers a therapist's settings show (wording §3 "Resource"); UID stays untouched here. */
export const THERAPIST_NUMBERS = ['ZSR', 'ZSRKVG', 'ZSRVVG', 'GLN', 'NIF'] as const;
export type TherapistNumber = (typeof THERAPIST_NUMBERS)[number];

/** Preset calendar colours; any #rrggbb may be picked. */
export const CALENDAR_COLOURS = ['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#d32f2f', '#00897b', '#5d4037', '#546e7a'] as const;

/** Languages a therapist may say they treat in (ISO 639-1), the country's four first. */
export const TREATMENT_LANGUAGES = ['de', 'fr', 'it', 'en', 'rm', 'es', 'pt', 'sq', 'sr', 'hr', 'tr', 'ar', 'nl', 'pl', 'ru', 'uk', 'zh'] as const;
export const PROFESSION_MAX = 100;

export interface TherapistValues {
  address: AddressValues;
  numbers: Record<TherapistNumber, string>;
  calendarColour: string;
  /** Shown to clients on the public profile and booking page. */
  profession: string;
  languages: string[];
}

export type TherapistErrors = Partial<Record<AddressKey | TherapistNumber | 'calendarColour' | 'profession' | 'languages', FieldMessage>>;

export function therapistValues(p: CentreProvider): TherapistValues {
  return {
    address: addressValues(p.Address),
    numbers: Object.fromEntries(THERAPIST_NUMBERS.map((n) => [n, getNumber(p.BusinessNumber, n)])) as Record<TherapistNumber, string>,
    calendarColour: p.calendarColour ?? '',
    profession: p.profession ?? '',
    languages: p.languages ?? [],
  };
}

const normalise = (name: string, value: string) => {
  if (name.startsWith('ZSR')) return normalizeZsr(value);
  if (name === 'GLN') return normalizeGln(value);
  if (name === 'UID') return normalizeUid(value);
  return value.trim();
};

export function validateTherapist(v: TherapistValues): TherapistErrors {
  const errors: TherapistErrors = {};
  for (const name of THERAPIST_NUMBERS) {
    const code = businessNumberError(name, normalise(name, v.numbers[name]));
    if (code) errors[name] = `errors.${code}`;
  }
  if (!/^(#[0-9A-Fa-f]{6})?$/.test(v.calendarColour)) errors.calendarColour = 'errors.invalidFormat';
  if (v.profession.trim().length > PROFESSION_MAX) errors.profession = 'errors.tooLong';
  return errors;
}

/** PATCH /api/centre/{id}/centreProvider/{providerId}; entries not edited here (UID) are kept. */
export function therapistPatchBody(v: TherapistValues, p: CentreProvider): Required<Pick<ProviderPatch, 'Address' | 'BusinessNumber' | 'calendarColour' | 'profession' | 'languages'>> {
  let numbers = p.BusinessNumber ?? [];
  for (const name of THERAPIST_NUMBERS) numbers = setNumber(numbers, name, normalise(name, v.numbers[name]));
  return { Address: trimAddress(v.address), BusinessNumber: numbers, calendarColour: v.calendarColour, profession: v.profession.trim(), languages: [...new Set(v.languages)] };
}

/** Server paths of that PATCH (BusinessNumber.<index>.value) → our fields. */
export function therapistServerFields(body: ReturnType<typeof therapistPatchBody>): Record<string, keyof TherapistErrors> {
  const map: Record<string, keyof TherapistErrors> = { calendarColour: 'calendarColour', profession: 'profession', languages: 'languages' };
  for (const key of ['street', 'building', 'zipcode', 'city', 'state', 'country'] as const) map[`Address.${key}`] = key;
  body.BusinessNumber.forEach((b, i) => {
    if ((THERAPIST_NUMBERS as readonly string[]).includes(b.name)) map[`BusinessNumber.${i}`] = b.name as TherapistNumber;
  });
  return map;
}
