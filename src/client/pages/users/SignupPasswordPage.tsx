import { Alert, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthPageLayout } from './AuthPageLayout';
import { InvitationSummary } from './InvitationSummary';
import { NewInviteeForm } from './NewInviteeForm';
import { RouterLink } from './RouterLink';
import { useInvitation } from './useInvitation';

/** /users/signup-password?token=…: the set-password step of an invitation without an account. */
export function SignupPasswordPage() {
  const translate = useTranslate();
  const state = useInvitation();
  return (
    <AuthPageLayout
      title={translate('auth.signupPasswordTitle')}
      subtitle={state.status === 'ready' ? translate('auth.signupPasswordSubtitle') : undefined}
      footer={<RouterLink to="/users/signin">{translate('auth.backToSignIn')}</RouterLink>}
    >
      {state.status === 'loading' && (
        <Stack sx={{ py: 3, alignItems: 'center' }}>
          <CircularProgress aria-label={translate('common.loading')} />
        </Stack>
      )}
      {state.status === 'error' && (
        <Alert severity="error">
          {translate('auth.unableToAcceptInvitation')}: {translate(state.errorKey)}
        </Alert>
      )}
      {state.status === 'ready' && (
        <>
          <InvitationSummary invitation={state.invitation} />
          <NewInviteeForm token={state.token} invitation={state.invitation} />
        </>
      )}
    </AuthPageLayout>
  );
}
