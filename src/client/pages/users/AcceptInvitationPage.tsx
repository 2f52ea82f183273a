import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiRequestError } from '../../api/apiError';
import { acceptInvitationAsSignedInUser, signIn } from '../../api/authApi';
import { PasswordInput } from '../../components/PasswordInput';
import { TextInput } from '../../components/TextInput';
import { afterSignInPath } from '../../routing/navigation';
import { useSession } from '../../session/SessionContext';
import { storeTokens } from '../../session/tokenStorage';
import { AuthPageLayout } from './AuthPageLayout';
import { InvitationSummary } from './InvitationSummary';
import { NewInviteeForm } from './NewInviteeForm';
import { RouterLink } from './RouterLink';
import { useFormFailure } from './useFormFailure';
import { useInvitation } from './useInvitation';
import { useNavigate } from '../../shell/usersNavigation';

/**
 * /users/accept-invitation?token=…: people with an account sign in (or use their session) and
 * accept with their bearer token; new people set their name and password right here.
 */
export function AcceptInvitationPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const failure = useFormFailure();
  const session = useSession();
  const state = useInvitation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  if (state.status === 'loading') {
    return (
      <AuthPageLayout title={translate('auth.acceptInvitationTitle')}>
        <Stack sx={{ py: 3, alignItems: 'center' }}>
          <CircularProgress aria-label={translate('common.loading')} />
        </Stack>
      </AuthPageLayout>
    );
  }
  if (state.status === 'error') {
    return (
      <AuthPageLayout title={translate('auth.acceptInvitationTitle')} footer={<RouterLink to="/users/signin">{translate('auth.backToSignIn')}</RouterLink>}>
        <Alert severity="error">
          {translate('auth.unableToAcceptInvitation')}: {translate(state.errorKey)}
        </Alert>
      </AuthPageLayout>
    );
  }

  const { invitation, token } = state;
  const signedInAs = session.user?.email ?? null;
  const sameAccount = signedInAs !== null && signedInAs.toLowerCase() === invitation.email.toLowerCase();
  if (!invitation.userExists && !signedInAs) {
    return (
      <AuthPageLayout title={translate('auth.acceptInvitationTitle')} subtitle={translate('auth.signupPasswordSubtitle')}>
        <InvitationSummary invitation={invitation} />
      {sameAccount && failure.summary()}
        <NewInviteeForm token={token} invitation={invitation} />
      </AuthPageLayout>
    );
  }

  const accept = async () => {
    await acceptInvitationAsSignedInUser(token);
    if (session.user) await session.reloadUser();
    navigate(afterSignInPath(), { replace: true });
  };

  const run = async (action: () => Promise<void>, prefix: string) => {
    setBusy(true);
    failure.clear();
    try {
      await action();
    } catch (error) {
      setBusy(false);
      failure.show(prefix, error);
    }
  };

  const signInAndAccept = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    void run(async () => {
      try {
        storeTokens(await signIn(invitation.email, password));
      } catch (error) {
        if (error instanceof ApiRequestError && error.body.userId) throw new ApiRequestError(403, { code: 'userNotActivated', message: 'errors.userNotActivated' });
        throw error;
      }
      await accept();
    }, 'auth.unableToAcceptInvitation');
  };

  return (
    <AuthPageLayout title={translate('auth.acceptInvitationTitle')}>
      <InvitationSummary invitation={invitation} />
      {sameAccount && failure.summary()}
      {sameAccount ? (
        <Button name="accept" variant="contained" size="large" fullWidth disabled={busy} onClick={() => void run(accept, 'auth.unableToAcceptInvitation')}>
          {translate('auth.acceptInvitation')}
        </Button>
      ) : signedInAs ? (
        <Stack spacing={2}>
          <Alert severity="warning">{translate('errors.invitationWrongUser')}</Alert>
          <Button name="signout" variant="outlined" onClick={() => void session.signOut()}>
            {translate('auth.signOut')}
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={signInAndAccept} aria-label={translate('auth.acceptInvitation')}>
          {failure.summary()}
          <Stack>
            <TextInput name="email" type="email" label={translate('auth.email')} value={invitation.email} maxLength={254}
              slotProps={{ htmlInput: { readOnly: true } }} autoComplete="username" />
            <PasswordInput name="password" label={translate('auth.password')} required autoFocus value={password}
              onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
            <Button type="submit" name="accept" variant="contained" size="large" disabled={busy || !password} sx={{ mt: 2 }}>
              {translate('auth.signInAndAccept')}
            </Button>
            <Box sx={{ mt: 2 }}>
              <RouterLink to="/users/forgot-password">{translate('auth.forgotPassword')}</RouterLink>
            </Box>
          </Stack>
        </Box>
      )}
    </AuthPageLayout>
  );
}
