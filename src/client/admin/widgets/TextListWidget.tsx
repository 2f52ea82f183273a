/**
 * A list of long texts (the contact's notes): one text area per entry, newest first, with
 * "add" and "remove". Empty entries are dropped when the list is sent.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { inputName } from './common';

export function TextListWidget(props: WidgetProps) {
  const translate = useTranslate();
  const items = Array.isArray(props.value) ? props.value.map((v) => (typeof v === 'string' ? v : '')) : [];
  const disabled = props.disabled || props.readonly;
  const set = (next: string[]) => props.onChange(next);
  const itemSchema = (props.schema.items ?? {}) as { maxLength?: number };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" color="text.secondary">
          {props.label}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={() => set(['', ...items])} name={`${inputName(props)}.add`}>
          {translate('admin.widgets.addEntry')}
        </Button>
      </Box>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('admin.widgets.noEntries')}
        </Typography>
      )}
      {items.map((text, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            name={`${inputName(props)}.${index}`}
            value={text}
            multiline
            minRows={2}
            fullWidth
            margin="dense"
            disabled={disabled}
            onChange={(e) => set(items.map((v, i) => (i === index ? e.target.value : v)))}
            slotProps={{ htmlInput: { maxLength: itemSchema.maxLength } }}
          />
          <Tooltip title={translate('common.delete')}>
            <span>
              <IconButton sx={{ mt: 1.5 }} disabled={disabled} onClick={() => set(items.filter((_v, i) => i !== index))} aria-label={translate('common.delete')}>
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ))}
    </Box>
  );
}
