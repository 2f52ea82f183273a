import { Button, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { AuthPageLayout } from './AuthPageLayout';

/** /users/welcome: the entry page for people who are not signed in. */
export function WelcomePage() {
  const translate = useTranslate();
  return (
    <AuthPageLayout title={translate('auth.welcomeTitle')}>
      <Typography variant="body1" sx={{ mb: 3 }}>
        {translate('auth.welcomeText')}
      </Typography>
      <Stack spacing={1.5}>
        <Button component={LinkBase} to="/users/signin" variant="contained" size="large" name="signin">
          {translate('auth.signIn')}
        </Button>
        <Button component={LinkBase} to="/users/signup" variant="outlined" size="large" name="signup">
          {translate('auth.createAccount')}
        </Button>
      </Stack>
    </AuthPageLayout>
  );
}
