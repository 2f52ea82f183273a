import { useState } from 'react';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useNotify, useTranslate } from 'react-admin';
import type { CentreProvider, RoleName } from '../../../../shared/api/contracts';
import { errorMessageKey } from '../../../api/errorMessage';
import { apiFetch } from '../../../api/http';
import { AlertDialog } from '../../../components/AlertDialog';
import { useNotifyError } from '../../../components/useNotifyError';
import { Section } from '../../../components/Section';
import { memberActions } from './memberActions';

/**
 * The member's role (the owner changes ADMIN <-> PROVIDER) and "Remove from practice" with a
 * confirmation that names the person and says what happens (README "Team").
 */
export function TherapistMembership({ provider, centreId, callerRoles, callerId, onProvider, onRemoved }: {
  provider: CentreProvider;
  centreId: string;
  /** The signed-in user's roles in this practice. */
  callerRoles: RoleName[];
  callerId: string;
  onProvider: (provider: CentreProvider) => void;
  onRemoved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { canChangeRole, canRemove } = memberActions(callerRoles, callerId, provider);
  const base = `/api/centres/${encodeURIComponent(centreId)}/settings/providers/${encodeURIComponent(provider.centreProvider_id)}`;
  const name = `${provider.firstName} ${provider.lastName}`.trim() || provider.email;

  const changeRole = async (role: RoleName) => {
    setBusy(true);
    setError(null);
    try {
      onProvider(await apiFetch<CentreProvider>(`${base}/role`, { method: 'PATCH', body: { role } }));
      notify('settings.team.roleChanged', { type: 'success', messageArgs: { name, role: translate(`settings.therapists.roles.${role}`) } });
    } catch (e) {
      setError(errorMessageKey(e));
      notifyError('settings.team.unableToChangeRole', e);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      await apiFetch(base, { method: 'DELETE' });
      notify('settings.team.removed', { type: 'success', messageArgs: { name } });
      onRemoved();
    } catch (e) {
      setError(errorMessageKey(e));
      notifyError('settings.team.unableToRemove', e);
      setBusy(false);
    }
  };

  if (!canChangeRole && !canRemove) {
    if (provider.role !== 'OWNER') return null;
    return (
      <Section title={translate('settings.team.title')} name="membership">
        <Typography variant="body2" color="text.secondary">{translate('settings.team.ownerHint')}</Typography>
      </Section>
    );
  }
  return (
    <Section title={translate('settings.team.title')} name="membership">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {canChangeRole && (
          <TextField
            select
            size="small"
            name="role"
            label={translate('settings.therapists.columns.role')}
            value={provider.role}
            disabled={busy}
            onChange={(e) => void changeRole(e.target.value as RoleName)}
            sx={{ minWidth: 220 }}
            helperText={translate(`settings.therapists.roleHints.${provider.role}`)}
          >
            {(['PROVIDER', 'ADMIN'] as const).map((r) => (
              <MenuItem key={r} value={r}>
                {translate(`settings.therapists.roles.${r}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {canRemove && (
          <Button name="removeMember" color="error" variant="outlined" startIcon={<PersonRemoveIcon />} disabled={busy} onClick={() => setConfirming(true)}>
            {translate('settings.team.remove')}
          </Button>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setError(null)}>
          {translate(error)}
        </Alert>
      )}
      <AlertDialog
        open={confirming}
        closable
        onClose={() => setConfirming(false)}
        title={translate('settings.team.removeDialogTitle', { name })}
        content={translate('settings.team.removeDialogText', { name })}
        buttons={[
          { label: translate('common.cancel'), name: 'cancel', onClick: () => setConfirming(false) },
          { label: translate('settings.team.remove'), name: 'confirmRemove', color: 'error', variant: 'contained', onClick: () => void remove() },
        ]}
      />
    </Section>
  );
}
