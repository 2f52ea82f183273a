import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type InputBaseComponentProps, type OutlinedInputProps, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Default text input limit (spec §5, §9). */
export const DEFAULT_MAX_LENGTH = 50;

export interface TextInputProps {
  name: string;
  id?: string;
  label?: ReactNode;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  helperText?: ReactNode;
  /** The error hint; the field turns red when set. */
  errorText?: string | null;
  /** Textarea mode. */
  textarea?: boolean;
  maxLength?: number;
  sx?: SxProps<Theme>;
  /** As TextField's: attributes of the <input> and props of the outlined input (e.g. an end adornment). */
  slotProps?: { htmlInput?: InputBaseComponentProps; input?: Partial<OutlinedInputProps> };
}

/**
 * The spec's input (§2 widgets, §5): label, red border and hint on error, max length 50 by
 * default (longer text is kept and refused with the limit, never cut silently), textarea mode;
 * required fields show a red asterisk (theme).
 *
 * What MUI's outlined TextField renders (same classes, ids and ARIA links), built from its parts:
 * TextField also brings Select and its menu, which the sign-in page need not download.
 */
export function TextInput({ name, id, label, errorText, textarea = false, maxLength = DEFAULT_MAX_LENGTH, helperText, disabled, required, sx, slotProps, ...input }: TextInputProps) {
  const translate = useTranslate();
  // Text over the limit stays as typed and is refused with the limit (never silently cut).
  if (typeof input.value === 'string' && input.value.length > maxLength) errorText = translate('errors.tooLong', { limit: maxLength });
  const generatedId = useId();
  const inputId = id ?? name ?? generatedId;
  const hint = errorText || helperText;
  const hintId = hint ? `${inputId}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  return (
    <FormControl className="MuiTextField-root" fullWidth margin="dense" variant="outlined" error={Boolean(errorText)} disabled={disabled} required={required} sx={sx}>
      {hasLabel && (
        <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={inputId}
        name={name}
        label={label}
        fullWidth
        multiline={textarea}
        minRows={textarea ? 3 : undefined}
        aria-describedby={hintId}
        {...input}
        {...slotProps?.input}
        inputProps={{ 'aria-invalid': Boolean(errorText), ...slotProps?.htmlInput }}
      />
      {hint && <FormHelperText id={hintId}>{hint}</FormHelperText>}
    </FormControl>
  );
}
