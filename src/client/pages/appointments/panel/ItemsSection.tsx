/**
 * The services performed on an appointment (what invoicing bills): listed with count, price per
 * unit and total in CHF; one added from the practice's services (count and price default to the
 * service's), edited or removed until the appointment is billed.
 */
import { useState } from 'react';
import { Box, Button, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { canEditItems } from '../../../../shared/appointments/statusActions';
import { formatMoney } from '../../../../shared/money/formatMoney';
import { appointmentApi, type Appointment } from '../../../api/appointments';
import { useServices } from '../useAppointmentLookups';
import { ActionError } from './ActionError';
import { ItemRow } from './ItemRow';
import { useAppointmentAction } from './useAppointmentAction';

export function ItemsSection({ appointment }: { appointment: Appointment }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const centreId = appointment.centre_fk;
  const { services, nameOf } = useServices(centreId);
  const { run, busy, error, clearError } = useAppointmentAction(centreId);
  const [chosen, setChosen] = useState('');
  const id = appointment.appointment_id;
  const editable = canEditItems(appointment.status);
  const items = appointment.items ?? [];
  const total = items.reduce((sum, i) => sum + i.ppu * i.count, 0);

  const add = async () => {
    if (chosen && (await run(() => appointmentApi.addItems(id, [{ service_fk: chosen }])))) setChosen('');
  };
  const save = async (change: { item_id: string; count: number; ppu: number }) => Boolean(await run(() => appointmentApi.editItem(id, change)));
  const remove = (itemId: string) => void run(() => appointmentApi.removeItem(id, itemId));

  return (
    <Box component="section" aria-labelledby="appointment-items-title" data-testid="appointment-items-section">
      <Typography id="appointment-items-title" variant="subtitle1" component="h3" gutterBottom>
        {translate('appointments.items.title')}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{translate('appointments.items.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="appointment-items-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('appointments.items.service')}</TableCell>
                <TableCell align="right">{translate('appointments.items.count')}</TableCell>
                <TableCell align="right">{translate('appointments.items.price')}</TableCell>
                <TableCell align="right">{translate('appointments.items.total')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <ItemRow key={item.item_id} item={item} name={nameOf(item.service_fk)} editable={editable} busy={busy} onSave={save} onRemove={remove} />
              ))}
              <TableRow>
                <TableCell colSpan={3} sx={{ fontWeight: 600 }}>{translate('appointments.items.total')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="appointment-items-total">{formatMoney(total, locale ?? 'de')}</TableCell>
                <TableCell />
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
      {editable ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <TextField
            select size="small" sx={{ minWidth: 220, flex: 1 }} label={translate('appointments.items.choose')} value={chosen}
            onChange={(e) => setChosen(e.target.value)} name="addItemService"
          >
            {services.map((s) => (
              <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" disabled={!chosen || busy} onClick={() => void add()}>{translate('appointments.items.add')}</Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('appointments.items.locked')}</Typography>
      )}
      <ActionError error={error} onClose={clearError} />
    </Box>
  );
}
