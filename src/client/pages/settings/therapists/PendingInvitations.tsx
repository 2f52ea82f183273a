import { useState } from 'react';
import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Invitation } from '../../../../shared/api/contracts';
import { apiFetch } from '../../../api/http';
import { AlertDialog } from '../../../components/AlertDialog';
import { useNotifyError } from '../../../components/useNotifyError';

/** Invitations still waiting for an answer (status SENT), with resend and cancel. */
export function PendingInvitations({ invitations, onChanged }: { invitations: Invitation[]; onChanged: (invitation: Invitation) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const pending = invitations.filter((i) => i.status === 'SENT');

  const act = async (invitation: Invitation, action: 'resend' | 'cancel') => {
    setBusyId(invitation.invitation_id);
    try {
      const updated = await apiFetch<Invitation>(`/api/invitations/${encodeURIComponent(invitation.invitation_id)}/${action}`, { method: 'POST' });
      onChanged(updated);
      notify(action === 'resend' ? 'settings.therapists.invitationResent' : 'settings.therapists.invitationCancelled', {
        type: 'success',
        messageArgs: { email: invitation.email },
      });
    } catch (error) {
      notifyError(action === 'resend' ? 'common.unableToSend' : 'common.unableToCancel', error);
    } finally {
      setBusyId(null);
    }
  };

  if (pending.length === 0) {
    return <Typography color="text.secondary">{translate('settings.therapists.noInvitations')}</Typography>;
  }
  const sentOn = (iso: string) => new Intl.DateTimeFormat(locale ?? 'de', { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <>
      <List dense aria-label={translate('settings.therapists.pendingTitle')}>
        {pending.map((i) => (
          <ListItem key={i.invitation_id} divider data-invitation-id={i.invitation_id} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${i.firstName} ${i.lastName}`.trim() ? `${i.firstName} ${i.lastName} · ${i.email}` : i.email}
              secondary={translate('settings.therapists.sentOn', { date: sentOn(i.createdAt) })}
            />
            <Chip size="small" label={translate(`settings.therapists.roles.${i.role}`)} />
            <Chip size="small" color="info" variant="outlined" label={translate('settings.therapists.status.SENT')} />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" name="resendInvitation" disabled={busyId === i.invitation_id} onClick={() => void act(i, 'resend')}>
                {translate('settings.therapists.resend')}
              </Button>
              <Button size="small" color="error" name="cancelInvitation" disabled={busyId === i.invitation_id} onClick={() => setCancelling(i)}>
                {translate('settings.therapists.cancelInvitation')}
              </Button>
            </Box>
          </ListItem>
        ))}
      </List>
      <AlertDialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={translate('settings.therapists.cancelDialogTitle')}
        content={translate('settings.therapists.cancelDialogText', { email: cancelling?.email ?? '' })}
        buttons={[
          { label: translate('settings.therapists.keepInvitation'), name: 'keepInvitation', onClick: () => setCancelling(null) },
          {
            label: translate('settings.therapists.cancelInvitation'),
            name: 'confirmCancelInvitation',
            color: 'error',
            onClick: () => {
              const target = cancelling;
              setCancelling(null);
              if (target) void act(target, 'cancel');
            },
          },
        ]}
      />
    </>
  );
}
