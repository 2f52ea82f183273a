import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { parseChfAmount } from '../../../../shared/money/chfAmount';
import { formatMoney } from '../../../../shared/money/formatMoney';
import type { Appointment } from '../../../api/appointments';

export type AppointmentItem = Appointment['items'][number];

const rappenText = (rappen: number) => (rappen / 100).toFixed(2);

/** One service performed: count and price per unit (typed in francs, kept in Rappen), editable inline. */
export function ItemRow(props: {
  item: AppointmentItem;
  name: string;
  editable: boolean;
  busy: boolean;
  onSave: (change: { item_id: string; count: number; ppu: number }) => Promise<boolean>;
  onRemove: (itemId: string) => void;
}) {
  const { item, name, editable, busy } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [editing, setEditing] = useState(false);
  const [count, setCount] = useState(String(item.count));
  const [price, setPrice] = useState(rappenText(item.ppu));
  const countValue = Number(count);
  const countOk = Number.isInteger(countValue) && countValue >= 1;
  const ppu = parseChfAmount(price);
  const priceOk = typeof ppu === 'number';

  const startEditing = () => {
    setCount(String(item.count));
    setPrice(rappenText(item.ppu));
    setEditing(true);
  };
  const save = async () => {
    if (countOk && priceOk && (await props.onSave({ item_id: item.item_id, count: countValue, ppu }))) setEditing(false);
  };
  const label = (key: string) => `${translate(key)} – ${name}`;

  return (
    <TableRow data-testid="appointment-item">
      <TableCell>{name}</TableCell>
      <TableCell align="right">
        {editing ? (
          <TextField
            size="small" type="number" value={count} onChange={(e) => setCount(e.target.value)}
            error={!countOk} helperText={countOk ? undefined : translate('appointments.items.invalidCount')}
            slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': label('appointments.items.count') } }} sx={{ width: 90 }}
          />
        ) : (
          item.count
        )}
      </TableCell>
      <TableCell align="right">
        {editing ? (
          <TextField
            size="small" value={price} onChange={(e) => setPrice(e.target.value)}
            error={!priceOk} helperText={priceOk ? undefined : translate('errors.invalidAmount')}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label('appointments.items.price') } }} sx={{ width: 110 }}
          />
        ) : (
          formatMoney(item.ppu, locale ?? 'de')
        )}
      </TableCell>
      <TableCell align="right">{formatMoney(item.ppu * item.count, locale ?? 'de')}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {editable && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            {editing ? (
              <>
                <IconButton size="small" aria-label={label('appointments.items.save')} disabled={busy || !countOk || !priceOk} onClick={() => void save()}><CheckIcon fontSize="small" /></IconButton>
                <IconButton size="small" aria-label={label('appointments.items.cancelEdit')} onClick={() => setEditing(false)}><CloseIcon fontSize="small" /></IconButton>
              </>
            ) : (
              <>
                <IconButton size="small" aria-label={label('appointments.items.edit')} disabled={busy} onClick={startEditing}><EditIcon fontSize="small" /></IconButton>
                <IconButton size="small" aria-label={label('appointments.items.remove')} disabled={busy} onClick={() => props.onRemove(item.item_id)}><DeleteIcon fontSize="small" /></IconButton>
              </>
            )}
          </Stack>
        )}
      </TableCell>
    </TableRow>
  );
}
