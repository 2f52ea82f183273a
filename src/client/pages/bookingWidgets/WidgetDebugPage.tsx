/**
 * /widgetDebug: a plain page that runs a widget's embed snippet exactly as a practice's website
 * does — the <script src=".../embed.js" data-kura-booking="{id}"> tag inserted into a bare box —
 * so staff (and the browser tests) see the real button and overlay. ?id= picks the widget.
 */
import { useEffect, useRef } from 'react';
import { Alert, Box, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useScopedCentre } from '../../admin/centreScope';
import { NoClinic, PageBody } from '../../components/PageStates';
import { PageTitle } from '../../components/PageTitle';
import { EMBED_ATTRIBUTE, EMBED_SCRIPT_PATH } from '../../../shared/bookingWidget/widgetLinks';
import { useBookingEnabled } from './useBookingEnabled';

/** The host "website": a box the embed script draws into, replaced when the widget changes. */
function EmbedHost({ widgetId }: { widgetId: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = host.current;
    if (!box) return;
    const script = document.createElement('script');
    script.src = `${window.location.origin}${EMBED_SCRIPT_PATH}`;
    script.async = true;
    script.setAttribute(EMBED_ATTRIBUTE, widgetId);
    box.append(script);
    return () => box.replaceChildren();
  }, [widgetId]);
  return <div ref={host} data-testid="embed-host" />;
}

export function WidgetDebugPage() {
  const translate = useTranslate();
  const centreId = useScopedCentre();
  const enabled = useBookingEnabled(centreId);
  const [search, setSearch] = useSearchParams();
  const { data: widgets } = useGetList<RaRecord>('bookings', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' }, meta: { centreId } }, { enabled: Boolean(centreId) });
  if (!centreId) return <NoClinic />;
  const chosen = search.get('id') ?? (widgets?.[0]?.id as string | undefined) ?? '';
  return (
    <PageBody>
      <PageTitle title="bookingWidgets.debug.title" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('bookingWidgets.debug.intro')}
      </Typography>
      {widgets && widgets.length === 0 && <Alert severity="info">{translate('bookingWidgets.debug.none')}</Alert>}
      {widgets && widgets.length > 0 && (
        <TextField select name="widget" label={translate('bookingWidgets.debug.widget')} value={chosen} onChange={(e) => setSearch({ id: e.target.value })} sx={{ minWidth: 280, mb: 2 }}>
          {widgets.map((w) => (
            <MenuItem key={String(w.id)} value={String(w.id)}>
              {String(w.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {enabled === false && <Alert severity="warning" sx={{ mb: 2 }}>{translate('bookingWidgets.bookingOff')}</Alert>}
      {chosen && (
        <Paper variant="outlined" sx={{ p: 4, bgcolor: '#fff', fontFamily: 'Georgia, serif' }}>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ mb: 2 }}>
            {translate('bookingWidgets.debug.host')}
          </Typography>
          <Box>
            <EmbedHost key={chosen} widgetId={chosen} />
          </Box>
        </Paper>
      )}
    </PageBody>
  );
}
