/** The contact field one column of the file goes to, or "do not import" (a native select: 33 of them stay light). */
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldName } from './rowErrorText';

const NONE = '';

export function ColumnFieldSelect({ column, value, fields, onChange }: { column: string; value: string | null; fields: string[]; onChange: (field: string | null) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value ?? NONE}
      onChange={(e) => onChange(e.target.value === NONE ? null : e.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': translate('contactImport.mapping.fieldFor', { column }), 'data-column': column } }}
      sx={{ minWidth: 170, '& select': { py: 0.75, fontWeight: value ? 600 : 400, color: value ? 'text.primary' : 'text.secondary' } }}
    >
      <option value={NONE}>{translate('contactImport.mapping.notImported')}</option>
      {fields.map((f) => (
        <option key={f} value={f}>
          {fieldName(translate, f)}
        </option>
      ))}
    </TextField>
  );
}
