/**
 * Spec §8: "Not enough SMS remaining" opens this instead of an alert. It shows what the send
 * needs, what is left and the packages (wording §9). Packages are bought with subscriptions,
 * which Kura does not have yet: the practice owner asks the Kura operator instead (no buy button).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { SMS_PACKAGES } from '../../../../shared/sms';
import type { NotEnoughSms } from '../../../../shared/api/sms';

export function BuySmsDialog({ shortage, onClose }: { shortage: NotEnoughSms | null; onClose(): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Dialog open={shortage !== null} onClose={onClose} aria-labelledby="buy-sms-title" data-testid="buy-sms-dialog">
      <DialogTitle id="buy-sms-title">{translate('errors.notEnoughSms')}</DialogTitle>
      {shortage && (
        <DialogContent>
          <DialogContentText>{translate('sms.buy.shortage', { needed: shortage.needed, left: shortage.smsCountLeft })}</DialogContentText>
          <List dense aria-label={translate('sms.buy.packages')}>
            {SMS_PACKAGES.map((p) => (
              <ListItem key={p.name} disableGutters>
                <ListItemText primary={translate('sms.buy.package', { name: p.name, credits: new Intl.NumberFormat(`${locale ?? 'de'}-CH`).format(p.credits) })} />
              </ListItem>
            ))}
          </List>
          <DialogContentText>{translate('sms.buy.howToBuy')}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="contained" onClick={onClose} name="closeBuySms">
          {translate('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
