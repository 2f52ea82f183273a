import { useState } from 'react';
import { Alert, Avatar, Box, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CentreProvider } from '../../../../shared/api/contracts';
import { errorBody } from '../../../api/apiError';
import { errorMessageKey } from '../../../api/errorMessage';
import { apiFetch, ApiRequestError } from '../../../api/http';
import { useNotifyError } from '../../../components/useNotifyError';
import { ImageUploadButton } from '../shared/ImageUploadButton';
import { imageFileProblem, imageFormData } from '../shared/imageUpload';
import { Section } from '../../../components/Section';

/** Avatar (upload), name, role and, for managers, the active switch. */
export function TherapistHeader({ provider, centreId, canManage, onProvider }: {
  provider: CentreProvider;
  centreId: string;
  /** Owners and admins: may (de)activate. */
  canManage: boolean;
  onProvider: (provider: CentreProvider) => void;
}) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const [activeError, setActiveError] = useState<string | null>(null);
  const base = `/api/centre/${encodeURIComponent(centreId)}/centreProvider/${encodeURIComponent(provider.centreProvider_id)}`;
  const name = `${provider.firstName} ${provider.lastName}`.trim() || provider.email;

  const uploadAvatar = async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      notifyError('settings.therapist.unableToUploadAvatar', new ApiRequestError(0, errorBody(problem)));
      return;
    }
    setBusy(true);
    try {
      onProvider(await apiFetch<CentreProvider>(`${base}/updateAvatar`, { method: 'POST', formData: imageFormData([file]) }));
    } catch (error) {
      notifyError('settings.therapist.unableToUploadAvatar', error);
    } finally {
      setBusy(false);
    }
  };

  const setActive = async (active: boolean) => {
    setBusy(true);
    setActiveError(null);
    try {
      onProvider(await apiFetch<CentreProvider>(base, { method: 'PATCH', body: { active } }));
    } catch (error) {
      // e.g. "The account owner cannot be deleted or deactivated." — shown where the switch is.
      setActiveError(errorMessageKey(error));
      notifyError(active ? 'common.unableToActive' : 'common.unableToInActive', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={name} name="therapist">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Avatar src={provider.avatar ?? undefined} alt={name} sx={{ width: 72, height: 72, bgcolor: provider.calendarColour || undefined }}>
          {`${provider.firstName.charAt(0)}${provider.lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Box sx={{ flexGrow: 1 }}>
          <Typography>{provider.email}</Typography>
          <Chip size="small" sx={{ mt: 0.5 }} label={translate(`settings.therapists.roles.${provider.role}`)} />
        </Box>
        <ImageUploadButton name="avatar" label={translate('settings.therapist.uploadAvatar')} disabled={busy} onFiles={(files) => void uploadAvatar(files[0])} />
        {canManage && (
          <FormControlLabel
            control={<Switch name="active" checked={provider.active} disabled={busy} onChange={(e) => void setActive(e.target.checked)} />}
            label={translate(provider.active ? 'settings.therapists.active' : 'settings.therapists.inactive')}
          />
        )}
      </Box>
      {activeError && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setActiveError(null)}>
          {translate(activeError)}
        </Alert>
      )}
    </Section>
  );
}
