import { useEffect, useState } from 'react';
import { getSupportedPhoneNumbers } from '../../api/authApi';
import type { SelectOption } from '../../components/SearchableSelect';
import { reportError } from '../../session/reportError';

const toOptions = (list: { country: string; countryPhone: string }[]): SelectOption[] =>
  list.map((p) => ({ value: p.countryPhone, label: `${p.countryPhone} (${p.country})` }));

/** Switzerland is the default country; shown until the server's list arrives. */
export const DEFAULT_COUNTRY_PHONE = '+41';
const INITIAL = [{ country: 'CH', countryPhone: DEFAULT_COUNTRY_PHONE }];

/** Country phone codes from GET /api/supported-phone-numbers. */
export function usePhoneCodes(): SelectOption[] {
  const [options, setOptions] = useState<SelectOption[]>(() => toOptions(INITIAL));
  useEffect(() => {
    let active = true;
    getSupportedPhoneNumbers().then(
      (list) => active && setOptions(toOptions(list)),
      (error: unknown) => reportError('loading phone codes failed', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return options;
}
