import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useNavigate, useNotify, useTranslate } from 'react-admin';
import type { User } from '../../../../shared/api/contracts';
import { apiFetch } from '../../../api/http';
import { AlertDialog } from '../../../components/AlertDialog';
import { useNotifyError } from '../../../components/useNotifyError';
import { afterSignInPath } from '../../../routing/navigation';
import { useSession } from '../../../session/SessionProvider';
import { isOwnerOf } from '../../../session/roles';
import { Section } from '../../../components/Section';

/** A member (not the owner) leaves the active practice; the account and other practices stay (README "Team"). */
export function LeavePracticeSection({ user }: { user: User }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const { activeCentre, reloadUser } = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const own = activeCentre?.CentreProvider?.find((p) => p.user_fk === user.user_id);
  if (!activeCentre || !own || isOwnerOf(user, activeCentre.centre_id)) return null;
  const practice = activeCentre.name;

  const leave = async () => {
    setOpen(false);
    setBusy(true);
    try {
      await apiFetch(`/api/centres/${encodeURIComponent(activeCentre.centre_id)}/settings/providers/${encodeURIComponent(own.centreProvider_id)}`, { method: 'DELETE' });
      notify('settings.team.left', { type: 'info', messageArgs: { practice } });
      // The server moved the session to another practice (or none); load it afresh.
      await reloadUser();
      // Straight to the home page: '/' would pass the page guard's redirect, which unmounts the app and its notification.
      navigate(afterSignInPath());
    } catch (error) {
      notifyError('settings.team.unableToLeave', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={translate('settings.team.leaveTitle')} name="leavePractice">
      <Typography variant="body2" color="text.secondary">{translate('settings.team.leaveHint', { practice })}</Typography>
      <Box sx={{ mt: 1 }}>
        <Button name="leavePractice" color="error" variant="outlined" startIcon={<LogoutIcon />} disabled={busy} onClick={() => setOpen(true)}>
          {translate('settings.team.leave', { practice })}
        </Button>
      </Box>
      <AlertDialog
        open={open}
        closable
        onClose={() => setOpen(false)}
        title={translate('settings.team.leaveDialogTitle', { practice })}
        content={translate('settings.team.leaveDialogText', { practice })}
        buttons={[
          { label: translate('common.cancel'), name: 'cancel', onClick: () => setOpen(false) },
          { label: translate('settings.team.leaveConfirm'), name: 'confirmLeave', color: 'error', variant: 'contained', onClick: () => void leave() },
        ]}
      />
    </Section>
  );
}
