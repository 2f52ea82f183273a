/**
 * Dates through the shell's date picker (spec §2: years from the current one down to 1901,
 * Cancel and OK). ui:options.past limits it to today (birth dates); otherwise `maxYears`
 * years ahead (validity periods), default 20. The value is the date key YYYY-MM-DD.
 */
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { DATE_KEY_FORMAT, DatePickerInput } from '../../components/DatePickerInput';
import { inputName } from './common';

/** The picker's field in the same (filled) look as the form's other inputs. */
const filledPickers = (outer: Theme): Theme =>
  ({ ...outer, components: { ...outer.components, MuiPickersTextField: { defaultProps: { variant: 'filled' } } } }) as Theme;

export function DateWidget(props: WidgetProps) {
  const { label, required, disabled, readonly, value, onChange, options, rawErrors } = props;
  const maxYears = typeof options.maxYears === 'number' ? options.maxYears : 20;
  const maxDate = options.past === true ? dayjs().format(DATE_KEY_FORMAT) : dayjs().add(maxYears, 'year').endOf('year').format(DATE_KEY_FORMAT);
  return (
    <ThemeProvider theme={filledPickers}>
      <DatePickerInput
        name={inputName(props)}
        label={label}
        value={typeof value === 'string' && value ? value : null}
        onChange={(next) => onChange(next ?? undefined)}
        required={required}
        disabled={disabled || readonly}
        errorText={rawErrors?.[0] ?? null}
        maxDate={maxDate}
      />
    </ThemeProvider>
  );
}
