import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { sendReset } from '../../api/authApi';
import { TextInput } from '../../components/TextInput';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../../shared/validators/email';
import { AuthPageLayout } from './AuthPageLayout';
import { RouterLink } from './RouterLink';
import { useFormFailure } from './useFormFailure';

/** /users/forgot-password: asks for a reset link; the answer never tells whether the address exists. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const failure = useFormFailure();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const emailOk = isValidEmail(email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!emailOk) return;
    setBusy(true);
    failure.clear();
    try {
      await sendReset(email.trim());
      setSent(true);
    } catch (error) {
      failure.show('auth.unableToResetPassword', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthPageLayout
      title={translate('auth.forgotPasswordTitle')}
      subtitle={sent ? undefined : translate('auth.forgotPasswordSubtitle')}
      footer={<RouterLink to="/users/signin">{translate('auth.backToSignIn')}</RouterLink>}
    >
      {sent ? (
        <Alert severity="success" role="status">
          {translate('auth.resetLinkSent')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth.forgotPasswordTitle')}>
          {failure.summary()}
          <Stack>
            <TextInput
              name="email"
              type="email"
              label={translate('auth.email')}
              autoComplete="email"
              required
              autoFocus
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              errorText={touched && !emailOk ? translate('errors.invalidEmail') : null}
            />
            <Button type="submit" name="sendReset" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
              {translate('auth.sendResetLink')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthPageLayout>
  );
}
