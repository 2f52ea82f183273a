import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SUPPORTED_PHONE_NUMBERS } from '../../../../shared/validators/phone';
import { TextInput } from '../../../components/TextInput';

export interface PhoneFieldsProps {
  countryPhone: string;
  phone: string;
  onChange: (next: { countryPhone: string; phone: string }) => void;
  /** Input names, e.g. countryPhone / phone. */
  names?: { countryPhone: string; phone: string };
  errorText?: string | null;
  label?: string;
  disabled?: boolean;
}

/** The spec's phone input with country code (wording §5: valid for the selected country). */
export function PhoneFields({ countryPhone, phone, onChange, names = { countryPhone: 'countryPhone', phone: 'phone' }, errorText, label, disabled }: PhoneFieldsProps) {
  const translate = useTranslate();
  const prefixes: { country: string; countryPhone: string }[] = SUPPORTED_PHONE_NUMBERS.some((p) => p.countryPhone === countryPhone)
    ? SUPPORTED_PHONE_NUMBERS
    : [...SUPPORTED_PHONE_NUMBERS, { country: '', countryPhone }];
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <TextField
        select
        margin="dense"
        name={names.countryPhone}
        id={names.countryPhone}
        label={translate('settings.common.countryPhone')}
        value={countryPhone}
        disabled={disabled}
        onChange={(e) => onChange({ countryPhone: e.target.value, phone })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 120 }}
      >
        {prefixes.map((p) => (
          <option key={p.countryPhone} value={p.countryPhone}>
            {p.country ? `${p.country} ${p.countryPhone}` : p.countryPhone}
          </option>
        ))}
      </TextField>
      <TextInput
        name={names.phone}
        label={label ?? translate('settings.common.phone')}
        type="tel"
        autoComplete="tel-national"
        placeholder="079 123 45 67"
        value={phone}
        disabled={disabled}
        errorText={errorText}
        onChange={(e) => onChange({ countryPhone, phone: e.target.value })}
      />
    </div>
  );
}
