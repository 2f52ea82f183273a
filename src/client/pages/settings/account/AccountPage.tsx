import { Box } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { useSession } from '../../../session/SessionProvider';
import { AccountDataSection } from './AccountDataSection';
import { AccountProfileForm } from './AccountProfileForm';
import { LeavePracticeSection } from './LeavePracticeSection';

/** /settings/account: the signed-in user's own profile, preferences, leaving a practice, password, data and deletion. */
export function AccountPage() {
  const { user } = useSession();
  if (!user) return <Loading />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title="settings.account.title" />
      <AccountProfileForm user={user} />
      <LeavePracticeSection user={user} />
      <AccountDataSection user={user} />
    </Box>
  );
}
