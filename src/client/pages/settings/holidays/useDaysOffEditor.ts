import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch, ApiRequestError } from '../../../api/http';
import { errorMessageKey } from '../../../api/errorMessage';
import { serverErrorMessage, type FieldMessage } from '../../../api/errorText';
import { SCHEDULE_QUERY_KEY } from '../../../api/queryKeys';
import { useNotifyError } from '../../../components/useNotifyError';
import type { DayOff, DaysOffYear } from '../../../../shared/api/daysOff';
import { daysOffErrors } from '../../../../shared/daysOff';
import { useApiQuery } from '../../../api/useApiQuery';
import { addCarried, sameDays, yearMismatch, type Draft } from './daysOffDraft';

export const daysOffPath = (centreId: string, providerId: string) =>
  `/api/providers/${encodeURIComponent(providerId)}/centres/${encodeURIComponent(centreId)}/days-off`;

/** Why the last save failed: a message key, and messages per row (days.<row>.…) with their values (a name's limit). */
export interface SaveProblem {
  messageKey: string;
  rows: Record<number, FieldMessage>;
}

function rowsOf(errors: { field: string; message?: string; code: string }[]): Record<number, FieldMessage> {
  const rows: Record<number, FieldMessage> = {};
  for (const e of errors) {
    const m = /^days\.(\d+)\./.exec(e.field);
    if (m && !rows[Number(m[1])]) rows[Number(m[1])] = serverErrorMessage(e);
  }
  return rows;
}

function problemOf(error: unknown): SaveProblem {
  return { messageKey: errorMessageKey(error), rows: error instanceof ApiRequestError ? rowsOf(error.body.errors ?? []) : {} };
}

interface EditorDraft extends Draft {
  /** What the server holds for this provider and year, to tell unsaved changes. */
  stored: DayOff[];
}

/**
 * Loads one provider's year of days off and keeps the edited copy: unsaved changes, the
 * year-mismatch guard before saving, the save itself, and ranges carried into the next year.
 */
export function useDaysOffEditor(centreId: string | null, providerId: string, year: number) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const stored = useApiQuery<DaysOffYear>(centreId && providerId ? `${daysOffPath(centreId, providerId)}?year=${year}` : null);
  const [draft, setDraft] = useState<EditorDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  /** Parts of ranges that continue into a later year, keyed "<provider>:<year>". */
  const carried = useRef<Record<string, DayOff[]>>({});

  useEffect(() => {
    const data = stored.data;
    if (!data || data.year !== year) return;
    const key = `${providerId}:${year}`;
    const pending = carried.current[key] ?? [];
    delete carried.current[key];
    setDraft({ providerId, year, stored: data.days, days: addCarried(data.days, pending) });
    setProblem(null);
    // A new reply (another provider or year, or a save) starts a fresh draft.
  }, [stored.data]);

  const current = draft && draft.providerId === providerId && draft.year === year ? draft : null;
  const dirty = Boolean(draft && !sameDays(draft.days, draft.stored));

  const setDays = useCallback((days: DayOff[]) => setDraft((d) => (d ? { ...d, days } : d)), []);

  const carryOver = useCallback((day: DayOff) => {
    const key = `${providerId}:${year + 1}`;
    carried.current[key] = [...(carried.current[key] ?? []), day];
  }, [providerId, year]);

  const save = useCallback(async () => {
    if (!draft || !centreId) return;
    if (yearMismatch(draft, providerId, year, stored.data?.year)) {
      // Wording §5: a wrongly loaded year is never saved.
      const rows = rowsOf(daysOffErrors(year, draft.days).filter((e) => e.code === 'calendarYearMismatch'));
      setProblem({ messageKey: 'errors.calendarYearMismatch', rows });
      notify(`${translate('settings.holidays.notSaved')}: ${translate('errors.calendarYearMismatch')}`, { type: 'error' });
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const saved = await apiFetch<DaysOffYear>(daysOffPath(centreId, providerId), { method: 'PUT', body: { year, days: draft.days } });
      stored.setData(saved);
      // Spec §4: saving days off clears the cached schedule.
      queryClient.removeQueries({ queryKey: [SCHEDULE_QUERY_KEY] });
      notify('settings.holidays.saved', { type: 'success' });
    } catch (error) {
      setProblem(problemOf(error));
      notifyError('settings.holidays.notSaved', error);
    } finally {
      setSaving(false);
    }
  }, [draft, centreId, providerId, year, stored, queryClient, notify, notifyError, translate]);

  return { stored, draft: current, dirty, setDays, carryOver, save, saving, problem };
}
