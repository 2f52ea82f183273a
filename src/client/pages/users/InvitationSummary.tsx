import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvitationCheck } from '../../../shared/api/invitations';

/** "You are invited to join {centre} as {role}" (role names from the auth namespace). */
export function InvitationSummary({ invitation }: { invitation: InvitationCheck }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('auth.invitationText', {
        centreName: invitation.centreName,
        role: translate(`auth.roles.${invitation.role}`, { _: invitation.role }),
        email: invitation.email,
      })}
    </Alert>
  );
}
