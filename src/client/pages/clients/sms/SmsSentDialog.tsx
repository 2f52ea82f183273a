/** Success modal of a bulk SMS (spec §4): how many went out, where to find them, the credit left. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkSmsResult } from '../../../../shared/api/sms';

export function SmsSentDialog({ result, onClose }: { result: BulkSmsResult | null; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby="sms-sent-title" data-testid="sms-sent-dialog">
      <DialogTitle id="sms-sent-title">{translate('sms.sent.title')}</DialogTitle>
      {result && (
        <DialogContent>
          <DialogContentText>{translate('sms.sent.body', { count: result.sent })}</DialogContentText>
          {result.skipped.length > 0 && (
            <DialogContentText sx={{ mt: 1 }}>{translate('sms.sent.skipped', { count: result.skipped.length })}</DialogContentText>
          )}
          <DialogContentText sx={{ mt: 1 }}>{translate('sms.bulk.creditLeft', { count: result.smsCountLeft })}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="contained" onClick={onClose} name="closeSmsSent">
          {translate('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
