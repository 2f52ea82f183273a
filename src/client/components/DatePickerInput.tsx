import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { deDE, enUS, frFR, itIT } from '@mui/x-date-pickers/locales';
import { useLocaleState } from 'react-admin';

/** Date formats (spec §9): shown as DD.MM.YYYY, exchanged as the date key YYYY-MM-DD. */
export const DEFAULT_DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_KEY_FORMAT = 'YYYY-MM-DD';
/** The picker's first year (spec §5): years run from the current year down to 1901. */
export const FIRST_YEAR = 1901;

const pickerTexts = { de: deDE, en: enUS, fr: frFR, it: itIT } as const;
type PickerLanguage = keyof typeof pickerTexts;

export interface DatePickerInputProps {
  name: string;
  label?: string;
  /** Date key YYYY-MM-DD or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  required?: boolean;
  disabled?: boolean;
  errorText?: string | null;
  format?: string;
  /** Latest selectable date (date key); default: the end of the current year. */
  maxDate?: string;
}

/**
 * The spec's date picker (§2 widgets): year list from the current year down to 1901, month
 * paging, Cancel and OK buttons, Escape closes; localized to the interface language.
 */
export function DatePickerInput({ name, label, value, onChange, required, disabled, errorText, format = DEFAULT_DATE_FORMAT, maxDate }: DatePickerInputProps) {
  const [locale] = useLocaleState();
  const lng: PickerLanguage = locale in pickerTexts ? (locale as PickerLanguage) : 'de';
  const parsed = value ? dayjs(value) : null;
  const max = maxDate ? dayjs(maxDate) : dayjs().endOf('year');
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={lng}
      localeText={pickerTexts[lng].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DatePicker
        label={label}
        value={parsed && parsed.isValid() ? parsed : null}
        onChange={(next) => onChange(next && next.isValid() ? next.format(DATE_KEY_FORMAT) : null)}
        format={format}
        disabled={disabled}
        minDate={dayjs(`${FIRST_YEAR}-01-01`)}
        maxDate={max}
        yearsOrder="desc"
        views={['year', 'month', 'day']}
        openTo="day"
        closeOnSelect={false}
        slotProps={{
          actionBar: { actions: ['cancel', 'accept'] },
          textField: {
            id: name,
            name,
            required,
            fullWidth: true,
            margin: 'dense',
            error: Boolean(errorText),
            helperText: errorText || undefined,
          },
        }}
      />
    </LocalizationProvider>
  );
}
