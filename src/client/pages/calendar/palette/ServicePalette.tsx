/**
 * "My services" beside the calendar grid: the signed-in user's palette of services in this
 * practice (spec §7 draggable events), with "Edit" to choose and order them. A chip dragged onto
 * the grid opens the new-appointment dialog with that service at the dropped time.
 * On small screens the panel sits above the grid and is collapsed until opened.
 */
import { lazy, Suspense, useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Chip, CircularProgress, Collapse, IconButton, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HoverTooltip } from '../../../components/HoverTooltip';
import type { DraggableEvent } from '../../../../shared/api/draggableEvents';
import { entryKey, entryLabel } from './paletteDraft';
import { usePalette } from './usePalette';

// Shown only when loading failed (MUI's Alert is not part of the calendar's first download).
const PaletteLoadFailed = lazy(() => import('./PaletteLoadFailed').then((m) => ({ default: m.PaletteLoadFailed })));
// The editor (an autocomplete of the practice's services) is downloaded when it is first opened.
const PaletteEditDialog = lazy(() => import('./PaletteEditDialog').then((m) => ({ default: m.PaletteEditDialog })));

function PaletteChip({ event, onDrag }: { event: DraggableEvent; onDrag?: (event: DraggableEvent | null) => void }) {
  const translate = useTranslate();
  const minutes = translate('calendar.palette.minutes', { count: event.duration, smart_count: event.duration });
  return (
    <Chip
      data-testid="palette-chip"
      draggable={Boolean(onDrag)}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', entryLabel(event));
        onDrag?.(event);
      }}
      onDragEnd={() => onDrag?.(null)}
      label={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, width: '100%' }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{entryLabel(event)}</Box>
          <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>{minutes}</Box>
        </Box>
      }
      variant="outlined"
      sx={{
        justifyContent: 'flex-start',
        cursor: onDrag ? 'grab' : undefined,
        borderLeft: 4,
        borderLeftColor: event.colour ?? 'primary.main',
        '& .MuiChip-label': { display: 'flex', width: '100%' },
      }}
    />
  );
}

export function ServicePalette({ centreId, userId, onDrag }: { centreId: string; userId: string; onDrag?: (event: DraggableEvent | null) => void }) {
  const translate = useTranslate();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const palette = usePalette(centreId, userId);
  const expanded = !small || open;

  const body = (() => {
    if (palette.loading && !palette.data) return <CircularProgress size={24} sx={{ m: 2 }} />;
    if (palette.error || !palette.data) {
      return (
        <Suspense fallback={null}>
          <PaletteLoadFailed error={palette.error} onRetry={() => void palette.reload()} />
        </Suspense>
      );
    }
    const { saved, events } = palette.data;
    return (
      <>
        {!saved && events.length > 0 && <Typography variant="caption" color="text.secondary">{translate('calendar.palette.defaultHint')}</Typography>}
        {events.length === 0 && <Typography variant="body2" color="text.secondary">{translate('calendar.palette.empty')}</Typography>}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('calendar.palette.title')}>
          {events.map((e) => (
            <li key={entryKey(e)}>
              <PaletteChip event={e} onDrag={onDrag} />
            </li>
          ))}
        </Stack>
      </>
    );
  })();

  return (
    <Paper variant="outlined" data-testid="service-palette" sx={{ p: 1.5, width: { md: 300 }, flexShrink: 0, overflowY: 'auto', maxHeight: { xs: '40vh', md: 'none' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {translate('calendar.palette.title')}
        </Typography>
        <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)} disabled={!palette.data} name="editPalette">
          {translate('calendar.palette.edit')}
        </Button>
        {small && (
          <HoverTooltip title={translate(open ? 'calendar.palette.hide' : 'calendar.palette.show')}>
            <IconButton size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-label={translate(open ? 'calendar.palette.hide' : 'calendar.palette.show')}>
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          </HoverTooltip>
        )}
      </Box>
      <Collapse in={expanded}>
        <Stack spacing={1} sx={{ mt: 1 }}>{body}</Stack>
      </Collapse>
      {editing && palette.data && (
        <Suspense fallback={null}>
          <PaletteEditDialog centreId={centreId} events={palette.data.events} onSave={palette.save} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
