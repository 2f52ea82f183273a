import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import dayjs from 'dayjs';
import { useNotify, useTranslate } from 'react-admin';
import type { CalendarGridKit } from '../../../calendar/grid/calendarGridKit';
import { UnsavedChangesGuard } from '../../../../admin/UnsavedChangesGuard';
import { LoadFailed, PageLoading } from '../../../../components/PageStates';
import { Section } from '../../../../components/Section';
import type { SpecialDaySlot } from '../../../../../shared/availability';
import { addEntry, changeEntry, entryAt, entrySlot, removeEntry, reopenDate, type EditResult } from './specialDaysDraft';
import { SpecialDayEntryDialog, type OpenEntry } from './SpecialDayEntryDialog';
import { SpecialDaysWeekGrid, type EntryEvent, type EntryTimes } from './SpecialDaysWeekGrid';
import { useSpecialDaysEditor } from './useSpecialDaysEditor';
import { firstWeekOf } from './weekDates';

/** The calendar's grid set-up, from the calendar's own chunk (see calendarGridKit.ts). */
function useCalendarGridKit(): { kit: CalendarGridKit | null; error: unknown; retry: () => void } {
  const [state, setState] = useState<{ kit: CalendarGridKit | null; error: unknown }>({ kit: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    import('../../../calendar/CalendarPage').then(
      (m) => live && setState({ kit: m.calendarGridKit, error: null }),
      (error: unknown) => live && setState({ kit: null, error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { ...state, retry: () => setAttempt((a) => a + 1) };
}

export interface SpecialDaysEditorProps {
  centreId: string;
  providerId: string;
  year: number;
  timeFormat: '24h' | '12h';
  dateFormat?: string;
  /** Tells the page about unsaved changes (it asks before switching therapist, year or tab). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The special-days tab (spec §2, §9): one week of the selected therapist's special days in the
 * selected year on the calendar's grid; entries are added by selecting a range, moved and
 * resized by dragging, opened by double-click; Save sends what changed.
 */
export function SpecialDaysEditor({ centreId, providerId, year, timeFormat, dateFormat = 'DD.MM.YYYY', onDirtyChange }: SpecialDaysEditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { kit, error: kitError, retry } = useCalendarGridKit();
  const editor = useSpecialDaysEditor(centreId, providerId, year);
  const { draft, stored, dirty, problem, saving } = editor;
  const [week, setWeek] = useState(() => firstWeekOf(year));
  const [open, setOpen] = useState<OpenEntry | null>(null);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const { setDays } = editor;
  const refused = useCallback((code: string) => notify(`errors.${code}`, { type: 'warning' }), [notify]);
  const apply = useCallback((result: EditResult): EditResult => {
    if (result.ok) setDays(result.days);
    return result;
  }, [setDays]);

  const onAdd = useCallback((range: EntryTimes) => {
    if (!draft) return;
    const result = apply(addEntry(draft.days, year, range));
    if (!result.ok) return refused(result.code);
    // Spec §2: a selection opens the new entry.
    const id = entryAt(result.days, range.date, range.startTime);
    const slot = id && entrySlot(result.days, id);
    if (id && slot) setOpen({ kind: 'slot', id, date: range.date, slot });
  }, [draft, year, apply, refused]);
  const onMove = useCallback((id: string, range: EntryTimes) => {
    if (!draft) return;
    const current = entrySlot(draft.days, id);
    const result = apply(changeEntry(draft.days, year, id, { ...range, ...(current?.event ? { event: current.event } : {}) }));
    if (!result.ok) refused(result.code);
  }, [draft, year, apply, refused]);
  const onOpen = useCallback((e: EntryEvent) => {
    if (!draft) return;
    if (e.closed) return setOpen({ kind: 'closed', date: e.date });
    const slot = entrySlot(draft.days, e.id);
    if (slot) setOpen({ kind: 'slot', id: e.id, date: e.date, slot });
  }, [draft]);

  if ((stored.error && !draft) || kitError) {
    return <LoadFailed error={stored.error ?? kitError} onRetry={() => (kitError ? retry() : void stored.reload())} />;
  }
  if (!draft || !kit) return <PageLoading />;

  const count = Object.keys(draft.days).length;
  const close = () => setOpen(null);
  return (
    <>
      <UnsavedChangesGuard when={() => dirty} />
      <Section name="specialDays" title={translate('specialDays.title')} subtitle={translate('specialDays.hint')}>
        <SpecialDaysWeekGrid kit={kit} days={draft.days} year={year} week={week} onWeek={setWeek} timeFormat={timeFormat} disabled={saving}
          onAdd={onAdd} onMove={onMove} onOpen={onOpen} />
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('settings.holidays.notSaved')}
            {problem.date ? ` (${dayjs(problem.date).format(dateFormat)})` : ''}: {translate(problem.messageKey, { _: translate('errors.internal') })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button name="saveSpecialDays" variant="contained" startIcon={<SaveIcon />} onClick={() => void editor.save()} disabled={saving || !dirty}>
            {translate('common.save')}
          </Button>
          {dirty && <Typography variant="body2" color="warning.main">{translate('settings.holidays.unsaved')}</Typography>}
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>{translate('specialDays.summary', { smart_count: count, count, year })}</Typography>
        </Box>
      </Section>
      {open && (
        <SpecialDayEntryDialog
          key={open.kind === 'slot' ? open.id : open.date}
          entry={open}
          timeFormat={timeFormat}
          dateLabel={`${dayjs(open.date).format('dddd')}, ${dayjs(open.date).format(dateFormat)}`}
          onApply={(slot: SpecialDaySlot) => {
            if (open.kind !== 'slot') return { ok: true, days: draft.days };
            const result = apply(changeEntry(draft.days, year, open.id, { date: open.date, ...slot }));
            if (result.ok) close();
            return result;
          }}
          onRemove={() => {
            editor.setDays(open.kind === 'slot' ? removeEntry(draft.days, open.id) : reopenDate(draft.days, open.date));
            close();
          }}
          onClose={close}
        />
      )}
    </>
  );
}
