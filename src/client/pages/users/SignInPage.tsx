import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiRequestError } from '../../api/apiError';
import { sendActivationCode, signIn } from '../../api/authApi';
import { useAlertDialog } from '../../components/AlertDialogProvider';
import { PasswordInput } from '../../components/PasswordInput';
import { TextInput } from '../../components/TextInput';
import { afterSignInPath } from '../../routing/navigation';
import { setPendingActivation } from '../../session/pendingActivation';
import { storeTokens } from '../../session/tokenStorage';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../../shared/validators/email';
import { AuthPageLayout } from './AuthPageLayout';
import { RouterLink } from './RouterLink';
import { useFormFailure } from './useFormFailure';
import { useNavigate } from '../../shell/usersNavigation';

/** /users/signin (spec §4 Sign-in): tokens on success; a 401 with userId offers activation. */
export function SignInPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const alert = useAlertDialog();
  const failure = useFormFailure();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const emailError = touched && !isValidEmail(email.trim()) ? translate('errors.invalidEmail') : null;
  const passwordError = touched && !password ? translate('errors.required') : null;

  const offerActivation = async (userId: string) => {
    const choice = await alert({
      title: translate('auth.accountNotActivated'),
      content: translate('auth.activationOffer'),
      buttons: [
        { label: translate('common.cancel'), name: 'cancel' },
        { label: translate('auth.activateNow'), name: 'activate' },
      ],
    });
    if (choice?.button !== 1) return;
    try {
      await sendActivationCode(userId);
    } catch (error) {
      // A code may still be valid (or the limit was hit); the page offers resending anyway.
      if (!(error instanceof ApiRequestError) || error.status !== 429) {
        failure.show('auth.unableToActivateUser', error);
        return;
      }
    }
    setPendingActivation(userId);
    navigate('/users/verification-code');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isValidEmail(email.trim()) || !password) return;
    setBusy(true);
    failure.clear();
    try {
      storeTokens(await signIn(email.trim(), password));
      navigate(afterSignInPath());
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 401 && error.body.userId) {
        await offerActivation(error.body.userId);
        return;
      }
      failure.show('auth.unableToSignin', error);
    }
  };

  return (
    <AuthPageLayout
      title={translate('auth.signIn')}
      subtitle={translate('auth.signInSubtitle')}
      footer={
        <>
          <RouterLink to="/users/forgot-password">{translate('auth.forgotPassword')}</RouterLink>
          <span>
            {translate('auth.noAccount')} <RouterLink to="/users/signup">{translate('auth.signUp')}</RouterLink>
          </span>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth.signIn')}>
        {failure.summary()}
        <Stack>
          <TextInput
            name="email"
            type="email"
            label={translate('auth.email')}
            autoComplete="username"
            required
            autoFocus
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            errorText={emailError}
          />
          <PasswordInput
            name="password"
            label={translate('auth.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            errorText={passwordError}
          />
          <Button type="submit" name="signin" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
            {translate('auth.signIn')}
          </Button>
        </Stack>
      </Box>
    </AuthPageLayout>
  );
}
