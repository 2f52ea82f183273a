import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { resetPassword } from '../../api/authApi';
import { fieldErrorsOf } from '../../api/fieldErrors';
import type { FieldMessage } from '../../api/errorText';
import { AuthPageLayout } from './AuthPageLayout';
import { PasswordFields, passwordsOk } from './PasswordFields';
import { RouterLink } from './RouterLink';
import { useFormFailure } from './useFormFailure';
import { useLocation, useNavigate, useParams } from '../../shell/usersNavigation';

/**
 * /users/reset-password/{hash} (the e-mailed link) and /users/reset-password?token=…:
 * the new password twice, checked against the rule and for a match.
 */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const failure = useFormFailure();
  const { hash } = useParams<{ hash?: string }>();
  const { search } = useLocation();
  const token = hash ?? new URLSearchParams(search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<FieldMessage | undefined>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!passwordsOk(password, confirm)) return;
    setBusy(true);
    failure.clear();
    try {
      await resetPassword(password, token);
      notify(translate('auth.passwordChanged'), { type: 'success' });
      navigate('/users/signin', { replace: true });
    } catch (error) {
      setBusy(false);
      setServerError(fieldErrorsOf(error).password);
      failure.show('auth.unableToResetPassword', error);
    }
  };

  return (
    <AuthPageLayout
      title={translate('auth.resetPasswordTitle')}
      subtitle={token ? translate('auth.resetPasswordSubtitle') : undefined}
      footer={<RouterLink to="/users/signin">{translate('auth.backToSignIn')}</RouterLink>}
    >
      {!token ? (
        <Alert severity="warning">
          {translate('errors.invalidResetLink')} <RouterLink to="/users/forgot-password">{translate('auth.requestNewLink')}</RouterLink>
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth.resetPasswordTitle')}>
          {failure.summary(serverError ? { password: serverError } : {})}
          <Stack>
            <PasswordFields
              password={password}
              onPassword={(v) => {
                setPassword(v);
                setServerError(undefined);
              }}
              confirm={{ value: confirm, onChange: setConfirm }}
              touched={touched}
              serverError={serverError}
            />
            <Button type="submit" name="resetPassword" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
              {translate('auth.savePassword')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthPageLayout>
  );
}
