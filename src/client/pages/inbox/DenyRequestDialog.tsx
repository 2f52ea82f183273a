import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DENY_MESSAGE_MAX_LENGTH } from '../../../shared/api/inbox';

/** Denies a request, with an optional personal message the client reads under the practice's text. */
export function DenyRequestDialog({ when, busy, onDeny, onClose }: { when: string; busy: boolean; onDeny: (message: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [message, setMessage] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="deny-request-title" slotProps={{ paper: { sx: { width: 600, maxWidth: '100%' } } }}>
      <DialogTitle id="deny-request-title">{translate('inbox.deny.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('inbox.deny.text', { when })}</DialogContentText>
        <TextField
          label={translate('inbox.deny.message')}
          helperText={translate('inbox.deny.messageHelp')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: DENY_MESSAGE_MAX_LENGTH, 'data-testid': 'deny-message' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('inbox.deny.keep')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => onDeny(message)} data-testid="deny-confirm">
          {translate('inbox.deny.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
