/** The services of one category: name, duration, price as booked (and the unit price), VAT, online booking (switch), edit, delete. */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Chip, IconButton, Switch, Tooltip, Typography, type TableCellProps } from '@mui/material';
import { useDelete, useLocaleState, useNavigate, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { translateError } from '../../api/errorText';
import { useAlertDialog } from '../../components/AlertDialogProvider';
import { useScopedCentre } from '../../admin/centreScope';
import { formatMoney } from '../../../shared/money/formatMoney';
import { useRecordResource } from '../../admin/recordResources';
import { ResponsiveTable, type TableColumn } from '../../admin/listLayout/ResponsiveTable';
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

const SERVICE_PHONE_COLUMNS = ['name', 'price'];

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

  const open = (s: ServiceRecord) => navigate(builderPath(s.type, String(s.id)));
  const columns: TableColumn<ServiceRecord>[] = [
    {
      key: 'name',
      label: translate('records.service.name'),
      cellProps: (s) => ({ sx: { cursor: 'pointer' }, onClick: () => open(s) }),
      cell: (s) => (
        <>
          {s.name}
          {s.type === 'tarif590' && <Chip size="small" sx={{ ml: 1 }} label={translate('records.service.typeOptions.tarif590')} />}
        </>
      ),
    },
    { key: 'duration', label: translate('records.service.duration'), align: 'right', cell: (s) => translate('services.list.minutes', { count: s.duration, smart_count: s.duration }) },
    {
      key: 'price',
      label: translate('services.list.price'),
      align: 'right',
      cellProps: () => ({ 'data-price': true }) as TableCellProps,
      cell: (s) => (
        <>
          {formatMoney(bookedPrice({ ppu: s.ppu ?? 0, count: s.count }), locale)}
          {(s.count ?? 1) !== 1 && (
            <Typography component="div" variant="caption" color="text.secondary">
              {translate('services.list.unitPrice', { count: s.count, price: formatMoney(s.ppu ?? 0, locale) })}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'tax', label: translate('records.service.tax'), cell: (s) => s.tax || '–' },
    {
      key: 'onlineBooking',
      label: translate('records.service.onlineBooking'),
      align: 'center',
      cell: (s) => (
        <Switch
          size="small"
          name={`onlineBooking-${s.id}`}
          checked={s.onlineBooking}
          onChange={() => toggleBooking(s)}
          slotProps={{ input: { 'aria-label': `${translate('records.service.onlineBooking')}: ${s.name}` } }}
        />
      ),
    },
    {
      key: 'actions',
      label: '',
      action: true,
      align: 'right',
      cellProps: () => ({ sx: { whiteSpace: 'nowrap' } }),
      cell: (s) => (
        <>
          <Tooltip title={translate('common.edit')}>
            <IconButton size="small" aria-label={`${translate('common.edit')}: ${s.name}`} onClick={() => open(s)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('common.delete')}>
            <IconButton size="small" aria-label={`${translate('common.delete')}: ${s.name}`} onClick={() => void confirmDelete(s)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  // On a phone: the name and the price; duration, VAT and online booking in the row's detail.
  return <ResponsiveTable columns={columns} rows={list} rowKey={(s) => String(s.id)} keyColumns={SERVICE_PHONE_COLUMNS} rowProps={(s) => ({ 'data-service': s.name })} />;
}
