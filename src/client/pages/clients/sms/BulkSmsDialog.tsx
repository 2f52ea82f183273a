/**
 * "Send SMS" to the selected clients (spec §4 "Bulk SMS", wording §9): recipients and how many are
 * skipped, the SMS credit left, the text with the {{ClientName}} placeholder, and a counter of
 * characters and SMS parts for the longest text once the names are filled in.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { BULK_SMS_PLACEHOLDERS, bulkSmsToken, SMS_MAX_LENGTH } from '../../../../shared/sms';
import { insertAt } from '../../../components/insertAt';
import { fetchSmsCredit, smsCreditQueryKey } from './smsApi';
import { useSmsRecipients } from './useSmsRecipients';

export interface BulkSmsDialogProps {
  open: boolean;
  centreId: string;
  contactIds: string[];
  sending: boolean;
  onClose(): void;
  onSend(message: string): void;
}

export function BulkSmsDialog({ open, centreId, contactIds, sending, onClose, onSend }: BulkSmsDialogProps) {
  const translate = useTranslate();
  const [message, setMessage] = useState('');
  const input = useRef<HTMLTextAreaElement | null>(null);
  const credit = useQuery({ queryKey: smsCreditQueryKey(centreId), queryFn: () => fetchSmsCredit(centreId), enabled: open });
  const recipients = useSmsRecipients(centreId, contactIds, message, open);
  const { longest, credits } = recipients.cost;
  const left = credit.data?.smsCountLeft;
  const tooLong = longest.length > SMS_MAX_LENGTH;

  const insert = (token: string) => {
    const el = input.current;
    const next = insertAt(message, token, el?.selectionStart ?? message.length, el?.selectionEnd ?? message.length);
    setMessage(next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-sms-title">
      <DialogTitle id="bulk-sms-title">{translate('sms.bulk.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
          <Typography data-testid="sms-recipients">
            {translate('sms.bulk.recipients', { count: recipients.reachable })}
          </Typography>
          <Typography data-testid="sms-credit-left">
            {left === undefined ? translate('sms.bulk.creditLoading') : translate('sms.bulk.creditLeft', { count: left })}
          </Typography>
        </Box>
        {left === 0 && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="sms-no-credit">
            {translate('sms.bulk.noCredit')}
          </Alert>
        )}
        {recipients.skippedTotal > 0 && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="sms-skipped">
            {translate('sms.bulk.skipped', { count: recipients.skippedTotal })}{' '}
            {Object.entries(recipients.skipped)
              .map(([reason, n]) => `${translate(`sms.skipReasons.${reason}`)}: ${n}`)
              .join(' · ')}
          </Alert>
        )}
        <TextField
          label={translate('sms.bulk.message')}
          name="smsMessage"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          inputRef={input}
          multiline
          minRows={4}
          fullWidth
          autoFocus
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {BULK_SMS_PLACEHOLDERS.map((name) => (
            <Button key={name} size="small" variant="outlined" startIcon={<PersonIcon />} name={`insert${name}`} onClick={() => insert(bulkSmsToken(name))}>
              {translate(`sms.placeholders.${name}`)}
            </Button>
          ))}
          <Typography variant="body2" color={tooLong ? 'error' : 'text.secondary'} sx={{ ml: 'auto' }} data-testid="sms-counter">
            {translate('sms.bulk.counter', { length: longest.length, max: SMS_MAX_LENGTH, count: longest.parts })}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(longest.encoding === 'ucs2' ? 'sms.bulk.limitNoteUnicode' : 'sms.bulk.limitNote')}
        </Typography>
        {message.trim() && recipients.reachable > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="sms-credits-needed">
            {translate('sms.bulk.creditsNeeded', { count: credits })}
          </Typography>
        )}
        {left !== undefined && credits > left && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('sms.bulk.notEnoughHint', { needed: credits, left })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('common.cancel')}
        </Button>
        <Button
          variant="contained"
          name="sendSms"
          disabled={sending || tooLong || !message.trim() || recipients.loading || recipients.reachable === 0}
          onClick={() => onSend(message)}
        >
          {translate('sms.bulk.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
