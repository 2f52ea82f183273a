import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useLocaleState, useNavigate, useTranslate } from 'react-admin';
import { acceptInvitationAsNewUser } from '../../api/authApi';
import { fieldErrorsOf } from '../../api/fieldErrors';
import { TextInput } from '../../components/TextInput';
import { afterSignInPath } from '../../routing/navigation';
import { storeTokens } from '../../session/tokenStorage';
import { toLanguage } from '../../../shared/languages';
import { AuthPageLayout } from './AuthPageLayout';
import { InvitationSummary } from './InvitationSummary';
import { PasswordFields, passwordsOk } from './PasswordFields';
import { RouterLink } from './RouterLink';
import { useErrorAlert } from './useErrorAlert';
import { useInvitation } from './useInvitation';

/**
 * /users/signup-password?token=…: an invited person without an account sets name and password;
 * accepting creates the (already activated) account and signs them in.
 */
export function SignupPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const showError = useErrorAlert();
  const [locale] = useLocaleState();
  const state = useInvitation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const invitation = state.status === 'ready' ? state.invitation : null;
  useEffect(() => {
    if (!invitation) return;
    setFirstName((v) => v || invitation.firstName);
    setLastName((v) => v || invitation.lastName);
  }, [invitation]);

  if (state.status !== 'ready') {
    return (
      <AuthPageLayout title={translate('auth.signupPasswordTitle')} footer={<RouterLink to="/users/signin">{translate('auth.backToSignIn')}</RouterLink>}>
        {state.status === 'loading' ? (
          <Stack sx={{ py: 3, alignItems: 'center' }}>
            <CircularProgress aria-label={translate('common.loading')} />
          </Stack>
        ) : (
          <Alert severity="error">
            {translate('auth.unableToAcceptInvitation')}: {translate(state.errorKey)}
          </Alert>
        )}
      </AuthPageLayout>
    );
  }

  const hint = (field: string, value: string) =>
    serverErrors[field] ? translate(serverErrors[field]) : touched && !value.trim() ? translate('errors.required') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!firstName.trim() || !lastName.trim() || !passwordsOk(password, confirm)) return;
    setBusy(true);
    try {
      const reply = await acceptInvitationAsNewUser(state.token, {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        password,
        language: toLanguage(locale),
      });
      if (reply.signInToken && reply.refreshToken) {
        storeTokens({ signInToken: reply.signInToken, refreshToken: reply.refreshToken, expiresIn: reply.expiresIn ?? 0 });
        navigate(afterSignInPath(), { replace: true });
      } else {
        navigate('/users/signin', { replace: true });
      }
    } catch (error) {
      setBusy(false);
      setServerErrors(fieldErrorsOf(error));
      await showError('auth.unableToAcceptInvitation', error);
    }
  };

  return (
    <AuthPageLayout title={translate('auth.signupPasswordTitle')} subtitle={translate('auth.signupPasswordSubtitle')}>
      <InvitationSummary invitation={state.invitation} />
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth.signupPasswordTitle')}>
        <Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <TextInput name="firstName" label={translate('auth.firstName')} autoComplete="given-name" required value={firstName}
              onChange={(e) => setFirstName(e.target.value)} errorText={hint('firstName', firstName)} />
            <TextInput name="lastName" label={translate('auth.lastName')} autoComplete="family-name" required value={lastName}
              onChange={(e) => setLastName(e.target.value)} errorText={hint('lastName', lastName)} />
          </Stack>
          <TextInput name="email" type="email" label={translate('auth.email')} value={state.invitation.email} maxLength={254}
            slotProps={{ htmlInput: { readOnly: true } }} autoComplete="username" />
          <PasswordFields password={password} onPassword={setPassword} confirm={{ value: confirm, onChange: setConfirm }}
            touched={touched} serverError={serverErrors.password} />
          <Button type="submit" name="acceptInvitation" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
            {translate('auth.createAccountAndJoin')}
          </Button>
        </Stack>
      </Box>
    </AuthPageLayout>
  );
}
