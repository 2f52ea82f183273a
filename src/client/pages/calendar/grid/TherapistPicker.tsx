/** The calendar toolbar's choice of therapist columns (a multiple select with checkboxes). */
import { Box, Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Therapist } from './useColumns';

interface Props {
  all: Therapist[];
  shown: Therapist[];
  onChange: (ids: string[]) => void;
  colours: Map<string, string>;
}

export function TherapistPicker({ all, shown, onChange, colours }: Props) {
  const translate = useTranslate();
  if (all.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('calendar.columns.label')}
      value={shown.map((t) => t.id)}
      onChange={(e) => onChange(e.target.value as unknown as string[])}
      sx={{ minWidth: 200, maxWidth: 360 }}
      slotProps={{ select: { multiple: true, renderValue: () => shown.map((t) => t.name).join(', ') } }}
      data-testid="therapist-picker"
    >
      {all.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          <Checkbox size="small" checked={shown.some((s) => s.id === t.id)} />
          <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colours.get(t.id), mr: 1, flexShrink: 0 }} />
          <ListItemText primary={t.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
