/**
 * The booking widget form's last section: a live preview of the button (it follows every change
 * of colour, font, size, text and template before saving), the embed snippet with a copy button,
 * the public links and a way to try the widget on a plain page (/widgetDebug).
 */
import { Alert, Box, Link, TextField, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSchemaFormState } from '../../admin/SchemaFormContext';
import type { WidgetLook } from '../../../shared/bookingWidget/widgetLook';
import { EMBED_ATTRIBUTE } from '../../../shared/bookingWidget/widgetLinks';
import { CopyButton } from './CopyButton';
import { WidgetButton } from './WidgetButton';

export function WidgetPreviewWidget(props: WidgetProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const form = useSchemaFormState();
  const data = (form?.formData ?? {}) as WidgetLook & { bookingUrl?: string; profileUrl?: string };
  const code = typeof props.value === 'string' ? props.value : '';
  // The saved widget's id, as its snippet names it (the form data carries no server-managed ids).
  const widgetId = new RegExp(`${EMBED_ATTRIBUTE}="([0-9a-f-]+)"`).exec(code)?.[1];
  const fullPage = data.template === 'fullPage';
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {translate('bookingWidgets.preview')}
      </Typography>
      <Box sx={{ p: 3, mb: 2, bgcolor: 'grey.100', borderRadius: 1, border: fullPage ? '1px dashed' : undefined, borderColor: 'divider' }} data-testid="widget-preview" aria-live="polite">
        <WidgetButton look={data} lang={locale} defaultText={translate('onlinePresence.defaultButtonText')} />
      </Box>
      {code ? (
        <>
          <TextField
            label={translate('bookingWidgets.embedCode')}
            name="embedCodeText"
            value={code}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1, flexWrap: 'wrap', gap: 1 }}>
            {widgetId && (
              <Link component={RouterLink} to={`/widgetDebug?id=${encodeURIComponent(widgetId)}`}>
                {translate('bookingWidgets.tryIt')}
              </Link>
            )}
            <CopyButton text={code} label="bookingWidgets.copy" copied="bookingWidgets.copied" name="copyEmbedCode" />
          </Box>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate('bookingWidgets.links')}
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 1, wordBreak: 'break-all' }}>
            {data.bookingUrl && (
              <li>
                {translate('bookingWidgets.view.bookingLink')}: <Link href={data.bookingUrl} target="_blank" rel="noopener noreferrer">{data.bookingUrl}</Link>
              </li>
            )}
            {data.profileUrl && (
              <li>
                {translate('bookingWidgets.view.profileLink')}: <Link href={data.profileUrl} target="_blank" rel="noopener noreferrer">{data.profileUrl}</Link>
              </li>
            )}
          </Box>
          {!data.bookingUrl && <Alert severity="info">{translate('bookingWidgets.noProvider')}</Alert>}
        </>
      ) : (
        <Alert severity="info">{translate('bookingWidgets.saveFirst')}</Alert>
      )}
    </Box>
  );
}
