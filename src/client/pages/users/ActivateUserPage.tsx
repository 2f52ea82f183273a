import { useEffect, useRef, useState } from 'react';
import { Alert, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { activateWithCode } from '../../api/authApi';
import { errorMessageKey } from '../../api/errorMessage';
import { getPendingActivation } from '../../session/pendingActivation';
import { AuthPageLayout } from './AuthPageLayout';
import { CodeForm } from './CodeForm';
import { RouterLink } from './RouterLink';
import { useCompleteActivation } from './useCompleteActivation';
import { useParams } from '../../shell/usersNavigation';

/** A link hash is `<userId>.<code>`; anything else is not a valid activation link. */
export function parseActivationHash(hash: string): { userId: string; code: string } | null {
  const match = /^([0-9a-fA-F-]{36})\.([0-9]{6})$/.exec(hash);
  return match ? { userId: match[1], code: match[2] } : null;
}

function ActivateFromLink({ hash }: { hash: string }) {
  const translate = useTranslate();
  const complete = useCompleteActivation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const started = useRef(false);
  const parsed = parseActivationHash(hash);

  useEffect(() => {
    if (!parsed || started.current) return;
    started.current = true;
    activateWithCode(parsed.userId, parsed.code).then(complete, (error: unknown) => setErrorKey(errorMessageKey(error)));
  }, [parsed, complete]);

  if (!parsed) return <Alert severity="error">{translate('errors.invalidCode')}</Alert>;
  if (errorKey) {
    return (
      <Alert severity="error">
        {translate('auth.unableToActivateUser')}: {translate(errorKey)}
      </Alert>
    );
  }
  return (
    <Stack sx={{ py: 3, alignItems: 'center' }}>
      <CircularProgress aria-label={translate('common.loading')} />
    </Stack>
  );
}

/**
 * /users/activate-user/{hash}: activation from an e-mailed link (`userId.code`).
 * /users/activate-user: the code that was e-mailed, typed in (user from this tab's sign-up).
 */
export function ActivateUserPage() {
  const translate = useTranslate();
  const { hash } = useParams<{ hash?: string }>();
  const userId = getPendingActivation();
  return (
    <AuthPageLayout
      title={translate('auth.activateTitle')}
      subtitle={!hash && userId ? translate('auth.activateSubtitle') : undefined}
      footer={<RouterLink to="/users/signin">{translate('auth.backToSignIn')}</RouterLink>}
    >
      {hash ? (
        <ActivateFromLink hash={hash} />
      ) : userId ? (
        <CodeForm userId={userId} channel="email" />
      ) : (
        <Alert severity="warning">{translate('auth.noPendingActivation')}</Alert>
      )}
    </AuthPageLayout>
  );
}
