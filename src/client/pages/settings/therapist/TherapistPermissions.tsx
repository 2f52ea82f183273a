import { useEffect, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useNotify, useTranslate } from 'react-admin';
import type { CentreProvider } from '../../../../shared/api/contracts';
import { isManagerRole } from '../../../../shared/membership';
import { apiFetch } from '../../../api/http';
import { useNotifyError } from '../../../components/useNotifyError';
import { Section } from '../../../components/Section';
import { PERMISSION_FLAGS, permissionFlagsOf, permissionUpdateBody, type PermissionFlag } from './permissionFlags';

/** What a therapist may do in the practice (spec §6); owners and admins always may do everything. */
export function TherapistPermissions({ provider, onProvider }: { provider: CentreProvider; onProvider: (provider: CentreProvider) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [flags, setFlags] = useState<Record<PermissionFlag, boolean>>(() => permissionFlagsOf(provider.Permission));
  const [saving, setSaving] = useState(false);
  const fullAccess = isManagerRole(provider.role);

  useEffect(() => setFlags(permissionFlagsOf(provider.Permission)), [provider.Permission]);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await apiFetch<CentreProvider>(`/api/permission/${encodeURIComponent(provider.centreProvider_id)}/updatePermission`, {
        method: 'PATCH',
        body: permissionUpdateBody(provider.Permission, flags),
      });
      onProvider(saved);
      notify('settings.therapist.permissionsSaved', { type: 'success' });
    } catch (error) {
      notifyError('common.unableToSave', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={translate('settings.therapist.permissionsTitle')} subtitle={translate('settings.therapist.permissionsHint')} name="permissions">
      {fullAccess && <Alert severity="info" sx={{ mb: 1 }}>{translate('settings.therapist.fullAccess')}</Alert>}
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {PERMISSION_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            label={translate(`settings.therapist.permissions.${flag}`)}
            control={
              <Checkbox
                name={`permission.${flag}`}
                checked={fullAccess || flags[flag]}
                disabled={fullAccess || saving}
                onChange={(e) => setFlags((f) => ({ ...f, [flag]: e.target.checked }))}
              />
            }
          />
        ))}
      </FormGroup>
      {!fullAccess && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button name="savePermissions" variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={() => void save()}>
            {translate('settings.therapist.savePermissions')}
          </Button>
        </Box>
      )}
    </Section>
  );
}
