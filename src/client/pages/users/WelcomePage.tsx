import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLinkClick } from '../../shell/usersNavigation';
import { AuthPageLayout } from './AuthPageLayout';

/** /users/welcome: the entry page for people who are not signed in. */
export function WelcomePage() {
  const translate = useTranslate();
  const toSignIn = useLinkClick('/users/signin');
  const toSignUp = useLinkClick('/users/signup');
  return (
    <AuthPageLayout title={translate('auth.welcomeTitle')}>
      <Typography variant="body1" sx={{ mb: 3 }}>
        {translate('auth.welcomeText')}
      </Typography>
      <Stack spacing={1.5}>
        <Button href="/users/signin" onClick={toSignIn} variant="contained" size="large" name="signin">
          {translate('auth.signIn')}
        </Button>
        <Button href="/users/signup" onClick={toSignUp} variant="outlined" size="large" name="signup">
          {translate('auth.createAccount')}
        </Button>
      </Stack>
    </AuthPageLayout>
  );
}
