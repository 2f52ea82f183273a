import { useState } from 'react';
import { Box, Button, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { CentreProvider, Invitation } from '../../../../shared/api/contracts';
import { normalizeEmail } from '../../../../shared/validators/email';
import { useSession } from '../../../session/SessionProvider';
import { LoadFailed, NoClinic, NoPermission, PageBody, PageLoading } from '../../../components/PageStates';
import { isManagerOf } from '../../../session/roles';
import { Section } from '../../../components/Section';
import { useApiQuery } from '../../../api/useApiQuery';
import { InviteTherapistDialog } from './InviteTherapistDialog';
import { PendingInvitations } from './PendingInvitations';
import { TherapistTable } from './TherapistTable';

/** A new invitation replaces earlier open ones to the same address (the server cancels those). */
export function withInvitation(list: Invitation[], invitation: Invitation): Invitation[] {
  const same = (i: Invitation) => normalizeEmail(i.email) === normalizeEmail(invitation.email);
  const rest = list
    .filter((i) => i.invitation_id !== invitation.invitation_id)
    .map((i) => (same(i) && i.status === 'SENT' && invitation.status === 'SENT' ? { ...i, status: 'CANCELLED' as const } : i));
  return [invitation, ...rest];
}

/** /settings/clinic-therapists: therapists of the practice, open invitations and the invite dialog (managers). */
export function ClinicTherapistsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const manager = isManagerOf(user, centreId);
  const enc = centreId ? encodeURIComponent(centreId) : '';
  const providers = useApiQuery<CentreProvider[]>(centreId && manager ? `/api/centres/${enc}/settings/providers` : null);
  const invitations = useApiQuery<Invitation[]>(centreId && manager ? `/api/invitations/centre/${enc}` : null);
  const [inviteOpen, setInviteOpen] = useState(false);

  const title = <Title title="settings.therapists.title" />;
  if (!centreId) return <>{title}<NoClinic /></>;
  if (!manager) return <>{title}<NoPermission /></>;
  const failed = providers.error ?? invitations.error;
  if (failed && (!providers.data || !invitations.data)) {
    return <>{title}<LoadFailed error={failed} onRetry={() => void Promise.all([providers.reload(), invitations.reload()])} /></>;
  }
  if (!providers.data || !invitations.data) return <>{title}<PageLoading /></>;

  const joinLink = activeCentre?.clinicHash ? `${window.location.origin}/users/signup/${activeCentre.clinicHash}` : null;
  const copyJoinLink = async () => {
    if (!joinLink) return;
    try {
      await navigator.clipboard.writeText(joinLink);
      notify('settings.therapists.joinLinkCopied', { type: 'success' });
    } catch {
      notify('settings.therapists.joinLinkCopyFailed', { type: 'warning' });
    }
  };
  const invitationList = invitations.data;

  return (
    <PageBody>
      {title}
      <Section
        title={translate('settings.therapists.listTitle')}
        name="therapists"
        action={
          <Button variant="contained" name="inviteTherapist" startIcon={<PersonAddIcon />} onClick={() => setInviteOpen(true)}>
            {translate('settings.therapists.invite')}
          </Button>
        }
      >
        <TherapistTable providers={providers.data} />
      </Section>
      <Section title={translate('settings.therapists.pendingTitle')} name="invitations">
        <PendingInvitations
          invitations={invitationList}
          onChanged={(changed) => invitations.setData(invitationList.map((i) => (i.invitation_id === changed.invitation_id ? changed : i)))}
        />
      </Section>
      {joinLink && (
        <Section title={translate('settings.therapists.joinLinkTitle')} subtitle={translate('settings.therapists.joinLinkHint')} name="joinLink">
          <Box sx={{ maxWidth: 640 }}>
            <TextField
              fullWidth
              hiddenLabel
              size="small"
              name="joinLink"
              value={joinLink}
              slotProps={{
                htmlInput: { readOnly: true, 'aria-label': translate('settings.therapists.joinLinkTitle') },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={translate('settings.therapists.copyJoinLink')}>
                        <IconButton aria-label={translate('settings.therapists.copyJoinLink')} onClick={() => void copyJoinLink()} edge="end">
                          <ContentCopyIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
        </Section>
      )}
      <InviteTherapistDialog
        open={inviteOpen}
        centreId={centreId}
        onClose={() => setInviteOpen(false)}
        onInvited={(invitation) => {
          invitations.setData(withInvitation(invitationList, invitation));
          setInviteOpen(false);
          notify('settings.therapists.invitationSent', { type: 'success', messageArgs: { email: invitation.email } });
        }}
      />
    </PageBody>
  );
}
