/** The services of one category: name, duration, price as booked (and the unit price), VAT, online booking (switch), edit, delete. */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Chip, IconButton, Switch, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useDelete, useLocaleState, useNavigate, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { translateError } from '../../api/errorText';
import { useAlertDialog } from '../../components/AlertDialogProvider';
import { useScopedCentre } from '../../admin/centreScope';
import { formatMoney } from '../../admin/FieldValue';
import { useRecordResource } from '../../admin/recordResources';
import { builderPath, type ServiceType } from './servicePaths';
import { bookedPrice } from '../../../shared/money/servicePrice';

export interface ServiceRecord extends RaRecord {
  name: string;
  type: ServiceType;
  category_fk?: string;
  duration: number;
  ppu: number;
  count?: number;
  tax?: string;
  onlineBooking: boolean;
  nr?: string;
}

export function ServiceTable({ services: list }: { services: ServiceRecord[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const alert = useAlertDialog();
  const [locale] = useLocaleState();
  const centreId = useScopedCentre();
  const services = useRecordResource('service');
  const meta = { centreId };
  const [update] = useUpdate();
  const [remove] = useDelete();
  const failed = (error: unknown) => notify(translateError(translate, error), { type: 'error' });

  const toggleBooking = (s: ServiceRecord) =>
    update(
      services.def.resource,
      { id: s.id, data: { onlineBooking: !s.onlineBooking }, previousData: s, meta },
      { mutationMode: 'pessimistic', onSuccess: () => notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } }), onError: failed },
    );

  const confirmDelete = async (s: ServiceRecord) => {
    const answer = await alert({
      title: translate('admin.delete.title', { name: s.name }),
      content: translate('admin.delete.content'),
      closable: true,
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: translate('common.delete'), variant: 'contained', color: 'error', name: 'confirmDelete' },
      ],
    });
    if (answer?.button !== 1) return;
    remove(
      services.def.resource,
      { id: s.id, previousData: s, meta },
      { mutationMode: 'pessimistic', onSuccess: () => notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } }), onError: failed },
    );
  };

  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('records.service.name')}</TableCell>
          <TableCell align="right">{translate('records.service.duration')}</TableCell>
          <TableCell align="right">{translate('services.list.price')}</TableCell>
          <TableCell>{translate('records.service.tax')}</TableCell>
          <TableCell align="center">{translate('records.service.onlineBooking')}</TableCell>
          <TableCell align="right" />
        </TableRow>
      </TableHead>
      <TableBody>
        {list.map((s) => (
          <TableRow key={s.id} hover data-service={s.name}>
            <TableCell sx={{ cursor: 'pointer' }} onClick={() => navigate(builderPath(s.type, String(s.id)))}>
              {s.name}
              {s.type === 'tarif590' && <Chip size="small" sx={{ ml: 1 }} label={translate('records.service.typeOptions.tarif590')} />}
            </TableCell>
            <TableCell align="right">{translate('services.list.minutes', { count: s.duration, smart_count: s.duration })}</TableCell>
            <TableCell align="right" data-price>
              {formatMoney(bookedPrice({ ppu: s.ppu ?? 0, count: s.count }), locale)}
              {(s.count ?? 1) !== 1 && (
                <Typography component="div" variant="caption" color="text.secondary">
                  {translate('services.list.unitPrice', { count: s.count, price: formatMoney(s.ppu ?? 0, locale) })}
                </Typography>
              )}
            </TableCell>
            <TableCell>{s.tax || '–'}</TableCell>
            <TableCell align="center">
              <Switch
                size="small"
                name={`onlineBooking-${s.id}`}
                checked={s.onlineBooking}
                onChange={() => toggleBooking(s)}
                slotProps={{ input: { 'aria-label': `${translate('records.service.onlineBooking')}: ${s.name}` } }}
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={translate('common.edit')}>
                <IconButton size="small" aria-label={`${translate('common.edit')}: ${s.name}`} onClick={() => navigate(builderPath(s.type, String(s.id)))}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('common.delete')}>
                <IconButton size="small" aria-label={`${translate('common.delete')}: ${s.name}`} onClick={() => void confirmDelete(s)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
