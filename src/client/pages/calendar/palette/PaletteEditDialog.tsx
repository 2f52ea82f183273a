/**
 * Edits the palette: add services or variants of the practice, move them up or down, remove
 * them; Save replaces the stored palette (POST), Cancel keeps it.
 */
import { useMemo, useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, List, ListItem, ListItemText, TextField, Typography,
} from '@mui/material';
import { useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useRecordResource } from '../../../admin/recordResources';
import { useNotifyError } from '../../../components/useNotifyError';
import { MAX_DRAGGABLE_EVENTS, type DraggableEvent, type DraggableEventRef } from '../../../../shared/api/draggableEvents';
import { addableEntries, entryKey, entryLabel, fromEvents, moveEntry, toBody, type DraftEntry, type PaletteService } from './paletteDraft';

const ALL = { page: 1, perPage: 1000 };

interface Props {
  centreId: string;
  events: DraggableEvent[];
  onSave: (body: { events: DraggableEventRef[] }) => Promise<void>;
  onClose: () => void;
}

export function PaletteEditDialog({ centreId, events, onSave, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const [entries, setEntries] = useState<DraftEntry[]>(() => fromEvents(events));
  const [saving, setSaving] = useState(false);
  const [typed, setTyped] = useState('');
  const services = useRecordResource('service');
  const list = useGetList<PaletteService>(services.def.resource, { pagination: ALL, sort: { field: 'name', order: 'ASC' }, meta: { centreId } });
  const options = useMemo(() => addableEntries(list.data ?? [], entries, locale ?? 'de'), [list.data, entries, locale]);
  const full = entries.length >= MAX_DRAGGABLE_EVENTS;
  const minutes = (e: DraftEntry) => translate('calendar.palette.minutes', { count: e.duration, smart_count: e.duration });

  const save = async () => {
    setSaving(true);
    try {
      await onSave(toBody(entries));
      notify('calendar.palette.saved', { type: 'info' });
      onClose();
    } catch (error) {
      notifyError('common.unableToSave', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="palette-dialog-title">
      <DialogTitle id="palette-dialog-title">{translate('calendar.palette.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('calendar.palette.dialogHint')}</DialogContentText>
        <Autocomplete<DraftEntry>
          options={options}
          value={null}
          inputValue={typed}
          onInputChange={(_, v, reason) => setTyped(reason === 'reset' ? '' : v)}
          onChange={(_, chosen) => chosen && setEntries((list) => [...list, chosen])}
          getOptionLabel={entryLabel}
          isOptionEqualToValue={(a, b) => entryKey(a) === entryKey(b)}
          renderOption={({ key, ...props }, option) => (
            <li key={entryKey(option)} {...props}>
              <ListItemText primary={entryLabel(option)} secondary={minutes(option)} />
            </li>
          )}
          loading={list.isPending}
          disabled={full}
          noOptionsText={translate(list.data?.length ? 'common.noOptions' : 'calendar.palette.noServices')}
          renderInput={(params) => <TextField {...params} label={translate('calendar.palette.add')} helperText={full ? translate('calendar.palette.limit', { count: MAX_DRAGGABLE_EVENTS }) : undefined} />}
        />
        {entries.length === 0 && <Typography sx={{ mt: 2 }} color="text.secondary">{translate('calendar.palette.noneChosen')}</Typography>}
        <List dense data-testid="palette-draft">
          {entries.map((e, i) => (
            <ListItem
              key={entryKey(e)}
              data-testid="palette-row"
              divider
              secondaryAction={
                <>
                  <IconButton size="small" aria-label={translate('calendar.palette.moveUp')} disabled={i === 0} onClick={() => setEntries((l) => moveEntry(l, i, -1))}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={translate('calendar.palette.moveDown')} disabled={i === entries.length - 1} onClick={() => setEntries((l) => moveEntry(l, i, 1))}>
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={translate('calendar.palette.remove')} onClick={() => setEntries((l) => l.filter((_, j) => j !== i))}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              }
              sx={{ pr: 16 }}
            >
              <ListItemText primary={entryLabel(e)} secondary={minutes(e)} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>{translate('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving} name="savePalette">{translate('common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
