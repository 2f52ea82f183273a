import { TextField } from '@mui/material';

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  errorText?: string | null;
  helperText?: string;
}

/** A labelled native select: keyboard and phone friendly, and drivable by name in browser tests. */
export function SelectField({ name, label, value, options, onChange, disabled, errorText, helperText }: SelectFieldProps) {
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      id={name}
      name={name}
      label={label}
      value={value}
      disabled={disabled}
      error={Boolean(errorText)}
      helperText={errorText || helperText}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
