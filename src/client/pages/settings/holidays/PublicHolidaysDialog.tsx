import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, List, ListItem, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import dayjs from 'dayjs';
import type { DayOff, PublicHoliday, PublicHolidays } from '../../../../shared/api/daysOff';
import { CANTONS } from '../../../components/address/addressOptions';
import { SelectField } from '../../../components/SelectField';
import { LoadFailed, PageLoading } from '../../../components/PageStates';
import { useApiQuery } from '../../../api/useApiQuery';
import { overlaps } from './daysOffDraft';
import { formatDate } from './dayOffText';

export interface PublicHolidaysDialogProps {
  open: boolean;
  centreId: string;
  year: number;
  /** The centre's canton (address state), preselected. */
  canton: string;
  dateFormat?: string;
  days: DayOff[];
  onClose: () => void;
  onAdd: (holidays: PublicHoliday[]) => void;
}

const TYPE_LABELS: Record<PublicHoliday['type'], string> = {
  public: 'settings.holidays.types.public',
  bank: 'settings.holidays.types.bank',
  optional: 'settings.holidays.types.optional',
};

/** Legal holidays on a weekday are proposed; Sundays, customary days and days already listed are not. */
const proposed = (h: PublicHoliday, days: DayOff[]) => h.type === 'public' && dayjs(h.date).day() !== 0 && !overlaps(days, { date: h.date });

/**
 * The public holidays of the canton for the year (from date-holidays on the server), for review:
 * the user ticks which to add; nothing is saved until the page's Save.
 */
export function PublicHolidaysDialog({ open, centreId, year, canton, dateFormat, days, onClose, onAdd }: PublicHolidaysDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [state, setState] = useState(canton);
  useEffect(() => setState(canton), [canton, open]);
  const query = new URLSearchParams({ year: String(year), lng: locale, state });
  const holidays = useApiQuery<PublicHolidays>(open ? `/api/centres/${encodeURIComponent(centreId)}/public-holidays?${query}` : null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  useEffect(() => {
    setPicked(new Set((holidays.data?.days ?? []).filter((h) => proposed(h, days)).map((h) => h.date)));
    // A new list (canton or year) starts from the proposal again.
  }, [holidays.data]);

  const list = holidays.data?.days ?? [];
  const chosen = useMemo(() => list.filter((h) => picked.has(h.date)), [list, picked]);
  const toggle = (date: string) => setPicked((p) => {
    const next = new Set(p);
    if (next.has(date)) next.delete(date);
    else next.add(date);
    return next;
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="public-holidays-title">
      <DialogTitle id="public-holidays-title">{translate('settings.holidays.publicHolidays.title', { year })}</DialogTitle>
      <DialogContent dividers>
        <SelectField name="publicHolidaysCanton" label={translate('settings.holidays.publicHolidays.canton')} value={state}
          onChange={setState}
          options={[{ value: '', label: translate('settings.holidays.publicHolidays.national') }, ...CANTONS.map((c) => ({ value: c, label: c }))]} />
        {holidays.error ? <LoadFailed error={holidays.error} onRetry={() => void holidays.reload()} /> : null}
        {!holidays.data && !holidays.error ? <PageLoading /> : null}
        {holidays.data && holidays.data.state === null ? (
          <Alert severity="info" sx={{ my: 1 }}>{translate('settings.holidays.publicHolidays.nationalOnly')}</Alert>
        ) : null}
        {holidays.data && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('settings.holidays.publicHolidays.review')}</Typography>
            <List dense>
              {list.map((h) => {
                const listed = overlaps(days, { date: h.date });
                return (
                  <ListItem key={h.date} disableGutters>
                    <FormControlLabel
                      control={<Checkbox checked={picked.has(h.date)} disabled={listed} onChange={() => toggle(h.date)} />}
                      label={
                        <span>
                          {formatDate(h.date, locale, dateFormat)} — {h.name}
                          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                            {translate(TYPE_LABELS[h.type])}
                            {h.halfDay === 'afternoon' ? ` · ${translate('settings.holidays.afternoonOff')}` : ''}
                            {listed ? ` · ${translate('settings.holidays.publicHolidays.listed')}` : ''}
                          </Typography>
                        </span>
                      }
                    />
                  </ListItem>
                );
              })}
            </List>
            <Typography variant="caption" color="text.secondary">{translate('settings.holidays.publicHolidays.source')}</Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.cancel')}</Button>
        <Button variant="contained" disabled={chosen.length === 0} onClick={() => onAdd(chosen)}>
          {translate('settings.holidays.publicHolidays.addSelected', { count: chosen.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
