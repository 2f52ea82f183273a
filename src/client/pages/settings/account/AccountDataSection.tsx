import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useNotify, useTranslate } from 'react-admin';
import type { User } from '../../../../shared/api/contracts';
import { apiFetch, apiRequest } from '../../../api/http';
import { AlertDialog } from '../../../components/AlertDialog';
import { useNotifyError } from '../../../components/useNotifyError';
import { useSession } from '../../../session/SessionProvider';
import { isOwnerOf } from '../../../session/roles';
import { Section } from '../../../components/Section';

/** Saves a text reply as a file through a temporary link (the export is JSON, wording §9). */
function saveAsFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** Password change link, data export (owners) and account deletion with a typed confirmation word. */
export function AccountDataSection({ user }: { user: User }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { activeCentre, signOut } = useSession();
  const [busy, setBusy] = useState<'reset' | 'download' | 'delete' | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const confirmWord = translate('settings.account.deleteConfirmWord');

  const sendPasswordLink = async () => {
    setBusy('reset');
    try {
      await apiFetch('/api/auth/sendReset', { method: 'POST', body: { email: user.email }, auth: false });
      notify('settings.account.passwordLinkSent', { type: 'success', messageArgs: { email: user.email } });
    } catch (error) {
      notifyError('common.unableToSend', error);
    } finally {
      setBusy(null);
    }
  };

  const downloadData = async () => {
    if (!activeCentre) return;
    setBusy('download');
    try {
      const reply = await apiRequest(`/api/centre/${encodeURIComponent(activeCentre.centre_id)}/download-data`);
      saveAsFile(reply.text, fileNameOf(reply.headers.get('content-disposition'), 'kura-export.json'), 'application/json');
    } catch (error) {
      notifyError('common.unableToFetch', error);
    } finally {
      setBusy(null);
    }
  };

  const deleteAccount = async (word: string) => {
    setBusy('delete');
    try {
      await apiFetch('/api/user', { method: 'DELETE', body: { confirmWord: word } });
      setDeleteOpen(false);
      notify('settings.account.deleted', { type: 'info' });
      await signOut();
    } catch (error) {
      notifyError('common.unableToDelete', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Section title={translate('settings.account.security')} name="security">
        <Typography variant="body2" color="text.secondary">{translate('settings.account.changePasswordHint')}</Typography>
        <Button name="changePassword" startIcon={<LockResetIcon />} sx={{ mt: 1 }} disabled={busy === 'reset'} onClick={() => void sendPasswordLink()}>
          {translate('settings.account.changePassword')}
        </Button>
      </Section>
      {isOwnerOf(user, activeCentre?.centre_id) && (
        <Section title={translate('settings.account.downloadTitle')} name="download">
          <Typography variant="body2" color="text.secondary">
            {translate('settings.account.downloadHint', { clinic: activeCentre?.name ?? '' })}
          </Typography>
          <Button name="downloadData" startIcon={<DownloadIcon />} sx={{ mt: 1 }} disabled={busy === 'download'} onClick={() => void downloadData()}>
            {translate('settings.account.download')}
          </Button>
        </Section>
      )}
      <Section title={translate('settings.account.deleteTitle')} name="delete">
        <Typography variant="body2" color="text.secondary">{translate('settings.account.deleteHint')}</Typography>
        <Box sx={{ mt: 1 }}>
          <Button name="deleteAccount" color="error" variant="outlined" startIcon={<DeleteForeverIcon />} onClick={() => setDeleteOpen(true)}>
            {translate('settings.account.deleteButton')}
          </Button>
        </Box>
      </Section>
      <AlertDialog
        open={deleteOpen}
        closable
        onClose={() => setDeleteOpen(false)}
        title={translate('settings.account.deleteDialogTitle')}
        content={translate('settings.account.deleteDialogText', { word: confirmWord })}
        input={{ name: 'confirmWord', label: translate('settings.account.deleteInputLabel', { word: confirmWord }), placeholder: confirmWord }}
        buttons={[
          { label: translate('common.cancel'), name: 'cancel', onClick: () => setDeleteOpen(false) },
          {
            label: translate('settings.account.deleteConfirm'),
            name: 'confirmDelete',
            color: 'error',
            variant: 'contained',
            onClick: (word) => {
              if (busy !== 'delete') void deleteAccount(word);
            },
          },
        ]}
      />
    </>
  );
}
