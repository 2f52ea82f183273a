/**
 * New appointment from a selected range or a dropped palette chip (issue 9 §5): client (search or
 * new inline), service (fills the duration and buffers), therapist, date and times, repeat, notes.
 * Outside working hours, on a day off or Google busy time it asks before saving (staff know their
 * week); a clash answers with the clashing time next to the time fields.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, MenuItem, Stack, Switch, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { settingsPath, useRecordResource } from '../../../admin/recordResources';
import { ApiRequestError } from '../../../api/apiError';
import { translateError } from '../../../api/errorText';
import { appointmentApi, type CreateReply } from '../../../api/appointments';
import { useApiQuery } from '../../../api/useApiQuery';
import { centreWallClock, wallClock } from '../grid/calendarRange';
import { ClientPicker, type ClientOption } from './ClientPicker';
import { RepeatEditor } from './RepeatEditor';
import { createBody, defaultNotify, defaultRepeat, draftErrors, endFor, type ConfirmationChannels, type CreateDraft } from './createDraft';

export interface ServiceOption {
  id: string;
  name: string;
  duration?: number;
  bufferTimeBefore?: number;
  bufferTime?: number;
}

export interface CreateRequest {
  date: string;
  startTime: string;
  endTime: string;
  resourceId: string;
  serviceId?: string;
}

interface Props {
  centreId: string;
  request: CreateRequest;
  therapists: { id: string; name: string }[];
  /** The centre's zone: an appointment that has begun is not confirmed to the client by default. */
  timeZone: string;
  /** Reasons the slot is outside bookable time, known from the loaded schedule. */
  warningsFor: (resourceId: string, date: string, startTime: string, endTime: string) => string[];
  onClose: () => void;
  onSaved: (reply: CreateReply) => void;
}

export function CreateAppointmentDialog({ centreId, request, therapists, timeZone, warningsFor, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const services = useGetList<ServiceOption>(useRecordResource('service').def.resource, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, meta: { centreId } });
  const communication = settingsPath(useRecordResource('bookingCommunication'), centreId);
  const channels = useApiQuery<ConfirmationChannels>(communication);
  const [client, setClient] = useState<ClientOption | null>(null);
  // null until the user flips a switch: until then they follow the settings and the time.
  const [notifyChoice, setNotifyChoice] = useState<{ notifySms: boolean; notifyEmail: boolean } | null>(null);
  const [draft, setDraft] = useState<CreateDraft>(() => ({
    ...request,
    contactId: null,
    serviceId: null,
    startBufferTime: 0,
    endBufferTime: 0,
    notes: '',
    notifySms: false,
    notifyEmail: false,
    repeat: defaultRepeat(request.date),
  }));
  const [shownErrors, setShownErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);

  const chooseService = (id: string) => {
    const s = services.data?.find((x) => x.id === id);
    setDraft((d) => ({ ...d, serviceId: id || null, ...(s?.duration ? { endTime: endFor(d.startTime, s.duration) } : {}), startBufferTime: s?.bufferTimeBefore ?? 0, endBufferTime: s?.bufferTime ?? 0 }));
  };
  // A chip dropped on the grid arrives with its service chosen.
  const [initialService] = useState(request.serviceId);
  if (initialService && services.data && draft.serviceId === null && services.data.some((s) => s.id === initialService)) chooseService(initialService);

  const warnings = useMemo(() => warningsFor(draft.resourceId, draft.date, draft.startTime, draft.endTime), [warningsFor, draft.resourceId, draft.date, draft.startTime, draft.endTime]);
  const set = (patch: Partial<CreateDraft>) => {
    setAsking(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const begun = wallClock(draft.date, draft.startTime).getTime() <= centreWallClock(new Date().toISOString(), timeZone).getTime();
  const notify = notifyChoice ?? defaultNotify(channels.data ?? undefined, begun);
  const flip = (key: 'notifySms' | 'notifyEmail', on: boolean) => setNotifyChoice({ ...notify, [key]: on });
  const fieldError = (field: string) => (shownErrors[field] ? translate(shownErrors[field].startsWith('calendar.') ? shownErrors[field] : `errors.${shownErrors[field]}`) : undefined);

  const save = async (anyway = false) => {
    const errors = draftErrors({ ...draft, contactId: client?.id ?? null });
    setShownErrors(errors);
    setServerError(null);
    if (Object.keys(errors).length > 0) return;
    if (warnings.length > 0 && !anyway) {
      setAsking(true);
      return;
    }
    setAsking(false);
    setSaving(true);
    try {
      onSaved(await appointmentApi.create(createBody(centreId, { ...draft, ...notify, contactId: client?.id ?? null })));
    } catch (e) {
      if (e instanceof ApiRequestError && e.code === 'appointmentOverlap') {
        const clash = (e.body as { clash?: { date: string; startTime: string; endTime: string }; dates?: string[] }).clash;
        setShownErrors(clash ? { startTime: 'calendar.create.clash' } : {});
        setServerError(clash ? translate('calendar.create.clashAt', { date: clash.date.split('-').reverse().join('.'), start: clash.startTime, end: clash.endTime }) : translateError(translate, e));
      } else {
        setServerError(translateError(translate, e));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="create-appointment-title">
      <DialogTitle id="create-appointment-title">{translate('calendar.create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ClientPicker centreId={centreId} value={client} onChange={setClient} />
          <TextField select size="small" label={translate('calendar.create.service')} value={draft.serviceId ?? ''} onChange={(e) => chooseService(e.target.value)}>
            <MenuItem value="">{translate('calendar.create.noService')}</MenuItem>
            {(services.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={translate('calendar.create.therapist')} value={draft.resourceId} onChange={(e) => set({ resourceId: e.target.value })} error={Boolean(fieldError('resourceId'))} helperText={fieldError('resourceId')}>
            {therapists.map((t) => (
              <MenuItem key={t.id} value={t.id}>{t.name}</MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField size="small" type="date" label={translate('calendar.create.date')} value={draft.date} onChange={(e) => set({ date: e.target.value })} error={Boolean(fieldError('date'))} helperText={fieldError('date')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField size="small" type="time" label={translate('calendar.create.start')} value={draft.startTime} onChange={(e) => set({ startTime: e.target.value })} error={Boolean(fieldError('startTime'))} helperText={fieldError('startTime')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }} />
            <TextField size="small" type="time" label={translate('calendar.create.end')} value={draft.endTime} onChange={(e) => set({ endTime: e.target.value })} error={Boolean(fieldError('endTime'))} helperText={fieldError('endTime')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }} />
          </Stack>
          <RepeatEditor value={draft.repeat} onChange={(repeat) => set({ repeat })} errors={shownErrors} />
          <TextField size="small" multiline minRows={2} label={translate('calendar.create.notes')} value={draft.notes} onChange={(e) => set({ notes: e.target.value })} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <FormGroup row data-testid="create-notify">
            <FormControlLabel control={<Switch checked={Boolean(client) && notify.notifyEmail} disabled={!client} onChange={(e) => flip('notifyEmail', e.target.checked)} />} label={translate('calendar.create.notifyEmail')} />
            <FormControlLabel control={<Switch checked={Boolean(client) && notify.notifySms} disabled={!client} onChange={(e) => flip('notifySms', e.target.checked)} />} label={translate('calendar.create.notifySms')} />
          </FormGroup>
          {asking && warnings.length > 0 && (
            <Alert severity="warning" data-testid="create-warnings">
              {translate('calendar.warnings.ask')}
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {warnings.map((w) => (
                  <li key={w}>{translate(`calendar.warnings.${w}`)}</li>
                ))}
              </ul>
            </Alert>
          )}
          {serverError && <Alert severity="error">{serverError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('calendar.create.cancel')}</Button>
        {asking && warnings.length > 0 ? (
          <Button variant="contained" color="warning" disabled={saving} onClick={() => void save(true)}>
            {translate('calendar.warnings.saveAnyway')}
          </Button>
        ) : (
          <Button variant="contained" disabled={saving} onClick={() => void save()}>
            {translate('calendar.create.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
