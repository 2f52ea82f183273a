import { useState } from 'react';
import { Box, Button, Collapse, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryEntry, HistoryVersion } from '../../../api/appointments';
import { formatStamp, type TimeFormat } from '../appointmentFormat';

export const HISTORY_TEXT_MAX = 20000;

function VersionLine({ version, authorName, timeFormat }: { version: HistoryVersion; authorName: (id: string | null) => string; timeFormat: TimeFormat }) {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {translate('appointments.history.byline', { version: version.version, author: authorName(version.authorId), time: formatStamp(version.createdAt, timeFormat) })}
    </Typography>
  );
}

/** One treatment note: its current text and author; Edit saves a new version, earlier ones stay readable. */
export function HistoryEntryItem(props: {
  entry: HistoryEntry;
  authorName: (id: string | null) => string;
  timeFormat: TimeFormat;
  busy: boolean;
  onSave: (historyEntryId: string, text: string) => Promise<boolean>;
}) {
  const { entry, authorName, timeFormat, busy } = props;
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(entry.text);
  const [showVersions, setShowVersions] = useState(false);
  const earlier = (entry.versions ?? []).filter((v) => v.version !== entry.version).reverse();
  const changed = text.trim() !== '' && text !== entry.text;

  const save = async () => {
    if (await props.onSave(entry.historyEntryId, text)) setEditing(false);
  };

  return (
    <ListItem disableGutters sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 }} data-testid="history-entry">
      {editing ? (
        <Stack spacing={1}>
          <TextField
            multiline minRows={2} fullWidth value={text} onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: HISTORY_TEXT_MAX, 'aria-label': translate('appointments.history.editLabel') } }}
          />
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" disabled={!changed || busy} onClick={() => void save()}>{translate('appointments.history.saveVersion')}</Button>
            <Button size="small" onClick={() => { setText(entry.text); setEditing(false); }}>{translate('common.cancel')}</Button>
          </Stack>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="history-text">{entry.text}</Typography>
      )}
      <VersionLine version={entry} authorName={authorName} timeFormat={timeFormat} />
      <Stack direction="row" spacing={1}>
        {!editing && <Button size="small" onClick={() => { setText(entry.text); setEditing(true); }}>{translate('common.edit')}</Button>}
        {earlier.length > 0 && (
          <Button size="small" onClick={() => setShowVersions((v) => !v)} aria-expanded={showVersions}>
            {translate('appointments.history.earlier', { count: earlier.length, smart_count: earlier.length })}
          </Button>
        )}
      </Stack>
      <Collapse in={showVersions} unmountOnExit>
        <Box sx={{ pl: 2, borderLeft: 2, borderColor: 'divider' }} data-testid="history-versions">
          {earlier.map((v) => (
            <Box key={v.version} sx={{ py: 0.5 }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary' }}>{v.text}</Typography>
              <VersionLine version={v} authorName={authorName} timeFormat={timeFormat} />
            </Box>
          ))}
        </Box>
      </Collapse>
    </ListItem>
  );
}
