import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PasswordInput } from '../../components/PasswordInput';
import { translateMessage, type FieldMessage } from '../../api/errorText';
import { isValidPassword } from '../../../shared/validators/password';

export interface PasswordFieldsProps {
  password: string;
  onPassword: (value: string) => void;
  /** With a confirmation field, both must match (wording §5). */
  confirm?: { value: string; onChange: (value: string) => void };
  touched: boolean;
  /** The server's message for the password field. */
  serverError?: FieldMessage;
}

/** New password (+ optional repeat) with the validity icon and the rule hint. */
export function PasswordFields({ password, onPassword, confirm, touched, serverError }: PasswordFieldsProps) {
  const translate = useTranslate();
  const valid = isValidPassword(password);
  const passwordError = serverError
    ? translateMessage(translate, serverError)
    : touched && !valid
      ? translate(password ? 'auth.passwordRule' : 'errors.required')
      : null;
  const mismatch = confirm && touched && confirm.value !== password ? translate('auth.passwordsDontMatch') : null;
  return (
    <>
      <PasswordInput
        name="password"
        label={translate(confirm ? 'auth.newPassword' : 'auth.password')}
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        valid={password ? valid : undefined}
        errorText={passwordError}
      />
      {!passwordError && (
        <Typography variant="caption" color="text.secondary" id="password-rule" sx={{ display: 'block', mb: 1 }}>
          {translate('auth.passwordRule')}
        </Typography>
      )}
      {confirm && (
        <PasswordInput
          name="confirmPassword"
          label={translate('auth.repeatPassword')}
          autoComplete="new-password"
          required
          value={confirm.value}
          onChange={(e) => confirm.onChange(e.target.value)}
          valid={confirm.value ? confirm.value === password && valid : undefined}
          errorText={mismatch}
        />
      )}
    </>
  );
}

export const passwordsOk = (password: string, confirm?: string) =>
  isValidPassword(password) && (confirm === undefined || confirm === password);
