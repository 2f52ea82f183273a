import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { TextInput, type TextInputProps } from './TextInput';
import { PASSWORD_MAX_LENGTH } from '../../shared/validators/password';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'textarea'> & {
  /** Shows a valid/invalid icon; the flag is supplied from outside (spec §5). Undefined: no icon. */
  valid?: boolean;
};

/** Password input with show/hide and an optional validity icon. */
export function PasswordInput({ valid, maxLength = PASSWORD_MAX_LENGTH, slotProps, ...rest }: PasswordInputProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      type={visible ? 'text' : 'password'}
      autoComplete={rest.autoComplete ?? 'current-password'}
      maxLength={maxLength}
      {...rest}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {valid === true && <CheckCircleIcon color="success" titleAccess={translate('common.passwordValid')} fontSize="small" />}
              {valid === false && <CancelIcon color="error" titleAccess={translate('common.passwordInvalid')} fontSize="small" />}
              <IconButton
                aria-label={translate(visible ? 'common.hidePassword' : 'common.showPassword')}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
