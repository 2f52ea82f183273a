import { useId } from 'react';
import { Box, FormHelperText, FormLabel, Slider, type SliderProps } from '@mui/material';

export type SliderInputProps = Omit<SliderProps, 'onChange' | 'value'> & {
  name: string;
  label?: string;
  value: number;
  onChange: (value: number) => void;
  errorText?: string | null;
  required?: boolean;
};

/** Slider mode of the spec's input: 0 to 100, step 1 by default (spec §5, §9). */
export function SliderInput({ name, label, value, onChange, errorText, min = 0, max = 100, step = 1, required, ...rest }: SliderInputProps) {
  const labelId = useId();
  return (
    <Box sx={{ my: 1 }}>
      {label && (
        <FormLabel id={labelId} required={required} error={Boolean(errorText)}>
          {label}
        </FormLabel>
      )}
      <Slider
        name={name}
        aria-labelledby={label ? labelId : undefined}
        value={value}
        min={min}
        max={max}
        step={step}
        valueLabelDisplay="auto"
        onChange={(_e, v) => onChange(Array.isArray(v) ? v[0] : v)}
        {...rest}
      />
      {errorText && <FormHelperText error>{errorText}</FormHelperText>}
    </Box>
  );
}
