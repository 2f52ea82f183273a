import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DayOff } from '../../../../shared/api/daysOff';
import { translateMessage, type FieldMessage } from '../../../api/errorText';
import { durationKey, formatDayOff } from './dayOffText';

export interface DaysOffTableProps {
  days: DayOff[];
  dateFormat?: string;
  /** Message keys per row from the last failed save. */
  rowErrors: Record<number, FieldMessage>;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** The year's days off, in date order, each removable. */
export function DaysOffTable({ days, dateFormat, rowErrors, onRemove, disabled }: DaysOffTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (days.length === 0) {
    return <Typography color="text.secondary" sx={{ py: 2 }}>{translate('settings.holidays.empty')}</Typography>;
  }
  return (
    <Table size="small" aria-label={translate('settings.holidays.listTitle')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('settings.holidays.columns.date')}</TableCell>
          <TableCell>{translate('settings.holidays.columns.name')}</TableCell>
          <TableCell>{translate('settings.holidays.columns.duration')}</TableCell>
          <TableCell padding="checkbox" />
        </TableRow>
      </TableHead>
      <TableBody>
        {days.map((day, index) => {
          const duration = durationKey(day);
          const error = rowErrors[index];
          const when = formatDayOff(day, locale, dateFormat);
          return (
            <TableRow key={`${day.date}-${index}`} data-testid="day-off-row" sx={error ? { bgcolor: 'error.50' } : undefined}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {when}
                {error && <Typography variant="caption" color="error" sx={{ display: 'block' }} role="alert">{translateMessage(translate, error)}</Typography>}
              </TableCell>
              <TableCell>{day.name ?? ''}</TableCell>
              <TableCell>{translate(duration.key, { count: duration.count })}</TableCell>
              <TableCell padding="checkbox">
                <IconButton aria-label={translate('settings.holidays.remove', { when })} onClick={() => onRemove(index)} disabled={disabled} size="small">
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
