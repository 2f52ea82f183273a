import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../../../../api/http';
import { errorMessageKey } from '../../../../api/errorMessage';
import { SCHEDULE_QUERY_KEY } from '../../../../api/queryKeys';
import { useApiQuery } from '../../../../api/useApiQuery';
import { useNotifyError } from '../../../../components/useNotifyError';
import type { SpecialDay } from '../../../../../shared/availability';
import { applyReply, changesOf, draftDays, isDirty, yearMismatch, type SpecialDayChange, type SpecialDaysDraft, type SpecialDaysMap } from './specialDaysDraft';

export const specialDaysPath = (centreId: string, providerId: string) =>
  `/api/providers/${encodeURIComponent(providerId)}/centres/${encodeURIComponent(centreId)}/special-days`;

/** GET …/special-days?year= (specialDaysYearSchema; the server's answers always carry the ids). */
interface SpecialDaysYear {
  year: number;
  specialDays: SpecialDay[];
}

/** Why the last save failed: the date of the refused change (if any) and the server's message key. */
export interface SaveProblem {
  date?: string;
  messageKey: string;
}

function send(base: string, change: SpecialDayChange): Promise<SpecialDay> {
  switch (change.kind) {
    case 'create':
      return apiFetch<SpecialDay>(base, { method: 'POST', body: change.body });
    case 'update':
      return apiFetch<SpecialDay>(base, { method: 'PUT', body: change.body });
    case 'remove':
      // Spec §7: removal is a POST to the item's path.
      return apiFetch<SpecialDay>(`${base}/${encodeURIComponent(change.specialDayId)}`, { method: 'POST' });
  }
}

/**
 * Loads one provider's special days of a year and keeps the edited copy (the whole year, so
 * weeks can be edited one after the other and saved together). Saving sends only what changed,
 * one call per date; a refused call stops the save, what went through stays saved and the rest
 * stays as unsaved changes beside the server's message.
 */
export function useSpecialDaysEditor(centreId: string, providerId: string, year: number) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const stored = useApiQuery<SpecialDaysYear>(`${specialDaysPath(centreId, providerId)}?year=${year}`);
  const [draft, setDraft] = useState<SpecialDaysDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  useEffect(() => {
    const data = stored.data;
    if (!data) return;
    setDraft({ providerId, year, loadedYear: data.year, stored: data.specialDays, days: draftDays(data.specialDays) });
    setProblem(null);
    // A new reply (another provider or year) starts a fresh draft.
  }, [stored.data]);

  const current = draft && draft.providerId === providerId && draft.year === year ? draft : null;
  const dirty = Boolean(current && isDirty(current));
  const setDays = useCallback((days: SpecialDaysMap) => setDraft((d) => (d ? { ...d, days } : d)), []);

  const save = useCallback(async () => {
    if (!draft) return;
    if (yearMismatch(draft, providerId, year)) {
      setProblem({ messageKey: 'errors.calendarYearMismatch' });
      notify(`${translate('settings.holidays.notSaved')}: ${translate('errors.calendarYearMismatch')}`, { type: 'error' });
      return;
    }
    setSaving(true);
    setProblem(null);
    let saved = draft.stored;
    let failed: { change: SpecialDayChange; error: unknown } | null = null;
    for (const change of changesOf(draft.stored, draft.days)) {
      try {
        saved = applyReply(saved, change, await send(specialDaysPath(centreId, providerId), change));
      } catch (error) {
        failed = { change, error };
        break;
      }
    }
    setDraft((d) => (d && d.providerId === draft.providerId && d.year === draft.year ? { ...d, stored: saved } : d));
    // Spec §4: the calendar's cached schedule is stale now.
    if (saved !== draft.stored) queryClient.removeQueries({ queryKey: [SCHEDULE_QUERY_KEY] });
    if (failed) {
      setProblem({ date: failed.change.date, messageKey: errorMessageKey(failed.error) });
      notifyError('settings.holidays.notSaved', failed.error);
    } else {
      notify('specialDays.saved', { type: 'success' });
    }
    setSaving(false);
  }, [draft, centreId, providerId, year, queryClient, notify, notifyError, translate]);

  return { stored, draft: current, dirty, setDays, save, saving, problem };
}
