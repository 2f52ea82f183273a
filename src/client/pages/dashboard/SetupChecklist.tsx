import { Box, Button, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { LinkBase, useTranslate } from 'react-admin';
import type { ChecklistItem } from './setupChecklist';

/** Setup steps with their state and a link to the page that completes each. */
export function SetupChecklist({ items }: { items: ChecklistItem[] }) {
  const translate = useTranslate();
  const done = items.filter((i) => i.done).length;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <LinearProgress variant="determinate" value={items.length ? (done / items.length) * 100 : 100} sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          aria-label={translate('dashboard.checklist.progress', { done, total: items.length })} />
        <Typography variant="body2">{translate('dashboard.checklist.progress', { done, total: items.length })}</Typography>
      </Box>
      {done === items.length && <Typography color="success.main" sx={{ mb: 1 }}>{translate('dashboard.checklist.allDone')}</Typography>}
      <List dense aria-label={translate('dashboard.checklist.title')}>
        {items.map((item) => (
          <ListItem key={item.key} data-step={item.key} data-done={item.done} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {item.done ? <CheckCircleIcon color="success" titleAccess={translate('dashboard.checklist.done')} /> : <RadioButtonUncheckedIcon color="disabled" titleAccess={translate('dashboard.checklist.todo')} />}
            </ListItemIcon>
            <ListItemText primary={translate(`dashboard.checklist.items.${item.key}.title`)} secondary={item.done ? null : translate(`dashboard.checklist.items.${item.key}.hint`)}
              sx={{ flex: '1 1 200px', ...(item.done ? { color: 'text.secondary' } : {}) }} />
            {!item.done && (
              <Button component={LinkBase} to={item.to} size="small" variant="outlined" sx={{ flexShrink: 0 }}>
                {translate(`dashboard.checklist.items.${item.key}.action`)}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
