/** The contact field one column of the file goes to, or "do not import". */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabelKey, isAddressField } from './fieldLabels';

const NONE = '';

export function ColumnFieldSelect({ column, value, fields, onChange }: { column: string; value: string | null; fields: string[]; onChange: (field: string | null) => void }) {
  const translate = useTranslate();
  const label = (f: string) => (isAddressField(f) ? `${translate('records.contact.Address')} – ${translate(fieldLabelKey(f))}` : translate(fieldLabelKey(f)));
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value ?? NONE}
      onChange={(e) => onChange(e.target.value === NONE ? null : e.target.value)}
      slotProps={{ htmlInput: { 'aria-label': translate('contactImport.mapping.fieldFor', { column }), 'data-column': column } }}
      sx={{ minWidth: 170, '& .MuiSelect-select': { py: 0.75, fontWeight: value ? 600 : 400, color: value ? 'text.primary' : 'text.secondary' } }}
    >
      <MenuItem value={NONE}>
        <em>{translate('contactImport.mapping.notImported')}</em>
      </MenuItem>
      {fields.map((f) => (
        <MenuItem key={f} value={f}>
          {label(f)}
        </MenuItem>
      ))}
    </TextField>
  );
}
