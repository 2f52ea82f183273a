import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getPendingActivation } from '../../session/pendingActivation';
import { AuthPageLayout } from './AuthPageLayout';
import { CodeForm } from './CodeForm';
import { RouterLink } from './RouterLink';

/** /users/verification-code: the SMS code of sign-up (or of a later activation offer). */
export function VerificationCodePage() {
  const translate = useTranslate();
  const userId = getPendingActivation();
  return (
    <AuthPageLayout
      title={translate('auth.verificationTitle')}
      subtitle={userId ? translate('auth.verificationSubtitle') : undefined}
      footer={<RouterLink to="/users/signin">{translate('auth.backToSignIn')}</RouterLink>}
    >
      {userId ? <CodeForm userId={userId} channel="sms" /> : <Alert severity="warning">{translate('auth.noPendingActivation')}</Alert>}
    </AuthPageLayout>
  );
}
