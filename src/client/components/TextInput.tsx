import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Default text input limit (spec §5, §9). */
export const DEFAULT_MAX_LENGTH = 50;

export type TextInputProps = Omit<TextFieldProps, 'error' | 'variant'> & {
  name: string;
  /** The error hint; the field turns red when set. */
  errorText?: string | null;
  /** Textarea mode. */
  textarea?: boolean;
  maxLength?: number;
};

/**
 * The spec's input (§2 widgets, §5): label, red border and hint on error, max length 50 by
 * default (longer text is kept and refused with the limit), textarea mode; required fields show a red asterisk (theme).
 */
export function TextInput({ name, id, errorText, textarea = false, maxLength = DEFAULT_MAX_LENGTH, helperText, slotProps, ...rest }: TextInputProps) {
  const translate = useTranslate();
  // Text over the limit stays as typed and is refused with the limit (never silently cut).
  const overLimit = typeof rest.value === 'string' && rest.value.length > maxLength;
  if (overLimit) errorText = translate('errors.tooLong', { limit: maxLength });
  return (
    <TextField
      id={id ?? name}
      name={name}
      fullWidth
      margin="dense"
      multiline={textarea}
      minRows={textarea ? 3 : undefined}
      error={Boolean(errorText)}
      helperText={errorText || helperText}
      {...rest}
      slotProps={{ ...slotProps, htmlInput: { 'aria-invalid': Boolean(errorText), ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
}
