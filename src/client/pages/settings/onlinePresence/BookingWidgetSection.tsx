/**
 * The saved booking widget as visitors will see it, its embed code and the public links
 * (profile page, booking page). Changes show here after saving.
 */
import { Alert, Box, Button, Link, Paper, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Centre } from '../../../../shared/api/contracts';
import { buttonStyle, embedCode, publicLinks, type WidgetSettings } from './bookingWidgetCode';

interface Props {
  centre: Centre;
  widget: WidgetSettings;
  publicProfile: boolean;
}

export function BookingWidgetSection({ centre, widget, publicProfile }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const links = publicLinks(window.location.origin, centre);
  const text = widget.buttonText || translate('onlinePresence.defaultButtonText');
  const code = links.booking ? embedCode(links.booking, widget, text) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify('onlinePresence.copied', { type: 'info' });
    } catch {
      notify('onlinePresence.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="booking-widget-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="booking-widget-title" variant="h6" gutterBottom>
        {translate('onlinePresence.widgetTitle')}
      </Typography>
      {links.booking ? (
        <>
          <Box sx={{ p: 3, mb: 2, bgcolor: 'grey.100', borderRadius: 1 }} data-testid="widget-preview">
            <a href={links.booking} target="_blank" rel="noopener noreferrer" style={buttonStyle(widget)}>
              {text}
            </a>
          </Box>
          <TextField
            label={translate('onlinePresence.embedCode')}
            value={code}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} name="copyEmbedCode">
              {translate('onlinePresence.copy')}
            </Button>
          </Box>
        </>
      ) : (
        <Alert severity="info">{translate('onlinePresence.noProvider')}</Alert>
      )}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('onlinePresence.links')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1 }}>
        {links.booking && (
          <li>
            {translate('onlinePresence.bookingLink')}: <Link href={links.booking} target="_blank" rel="noopener noreferrer">{links.booking}</Link>
          </li>
        )}
        <li>
          <Link component={RouterLink} to="/settings/booking-list">{translate('bookingWidgets.manage')}</Link>
        </li>
        <li>
          {translate('onlinePresence.profileLink')}:{' '}
          {publicProfile ? (
            <Link href={links.profile} target="_blank" rel="noopener noreferrer">{links.profile}</Link>
          ) : (
            <Typography component="span" color="text.secondary">{translate('onlinePresence.profileHidden')}</Typography>
          )}
        </li>
      </Box>
    </Paper>
  );
}
