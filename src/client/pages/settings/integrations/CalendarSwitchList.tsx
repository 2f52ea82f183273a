import { Box, Chip, List, ListItem, ListItemText, Switch, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { GoogleCalendarView } from '../../../../shared/api/googleCalendar';

/** The account's calendars, each with a switch to sync it as busy time, and its sync status. */
export function CalendarSwitchList({ calendars, disabled, onToggle }: {
  calendars: GoogleCalendarView[];
  disabled: boolean;
  onToggle: (calendar: GoogleCalendarView, on: boolean) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const status = (c: GoogleCalendarView) => {
    if (!c.linked) return translate('settings.integrations.google.notSynced');
    if (c.lastError) return translate(`errors.${c.lastError}`);
    if (!c.watching) return translate('settings.integrations.google.waitingForStart');
    const time = c.lastSyncedAt ? new Date(c.lastSyncedAt).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : '–';
    return translate('settings.integrations.google.syncStatus', { count: c.busyBlocks, time });
  };
  return (
    <List dense aria-label={translate('settings.integrations.google.calendarsLabel')}>
      {calendars.map((c) => (
        <ListItem
          key={c.calendarId}
          disableGutters
          secondaryAction={
            <Switch
              edge="end"
              checked={c.linked}
              disabled={disabled}
              onChange={(e) => onToggle(c, e.target.checked)}
              slotProps={{ input: { 'aria-label': translate('settings.integrations.google.syncCalendar', { name: c.summary }) } }}
            />
          }
        >
          <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: c.backgroundColor ?? 'grey.400', mr: 1.5, flexShrink: 0 }} />
          <ListItemText
            primary={
              <>
                {c.summary}
                {c.primary && <Chip size="small" label={translate('settings.integrations.google.primary')} sx={{ ml: 1 }} />}
              </>
            }
            secondary={
              <Typography component="span" variant="body2" color={c.linked && c.lastError ? 'error' : 'text.secondary'}>
                {status(c)}
              </Typography>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
