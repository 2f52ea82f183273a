/**
 * The confirmation of an e-mail send (issue 11 §3): who gets which invoice (the client's invoice
 * address), and apart the invoices that will not be sent and why (no address, cancelled, not
 * overdue for a reminder). Nothing sendable: only a close button.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmailPlan } from './emailPlan';

export interface SendByEmailDialogProps {
  plan: EmailPlan;
  /** Sending reminders rather than the invoices. */
  reminder: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function SendByEmailDialog({ plan, reminder, busy, onConfirm, onClose }: SendByEmailDialogProps) {
  const translate = useTranslate();
  const nothing = plan.sendable.length === 0;
  const label = (number: string, name: string) => (name ? `${number} · ${name}` : number);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="send-email-title" fullWidth maxWidth="sm" data-testid="send-email-dialog">
      <DialogTitle id="send-email-title">{translate(reminder ? 'finances.send.reminderTitle' : 'finances.send.title')}</DialogTitle>
      <DialogContent>
        {nothing ? (
          <Alert severity="warning" data-testid="send-email-none">{translate('finances.send.noneSendable')}</Alert>
        ) : (
          <>
            <Typography>{translate(reminder ? 'finances.send.reminderIntro' : 'finances.send.intro')}</Typography>
            <List dense aria-label={translate('finances.send.recipients')} data-testid="send-email-recipients">
              {plan.sendable.map((r) => (
                <ListItem key={r.invoiceId} disableGutters>
                  <ListItemText primary={label(r.number, r.name)} secondary={r.email} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {plan.notSendable.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }} id="send-email-skipped">{translate('finances.send.notSendable')}</Typography>
            <List dense aria-labelledby="send-email-skipped" data-testid="send-email-skipped">
              {plan.notSendable.map((r) => (
                <ListItem key={r.invoiceId} disableGutters>
                  <ListItemText primary={label(r.number, r.name)} secondary={translate(`finances.send.reason.${r.reason}`)} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate(nothing ? 'common.close' : 'common.cancel')}</Button>
        {!nothing && (
          <Button variant="contained" onClick={onConfirm} disabled={busy} data-testid="send-email-confirm">
            {translate('finances.send.confirm', { count: plan.sendable.length, smart_count: plan.sendable.length })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
