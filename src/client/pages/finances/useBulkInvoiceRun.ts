/**
 * One bulk invoicing run as the page sees it (behaviour.md §4 live socket): POST bulkInvoice
 * answers the job id, and the centre's invoice_bulk_started / _progress / _finish events for that
 * id move the bar. The job may report before the POST's answer arrives, so every run's latest
 * state is kept by id from the moment the page is open.
 */
import { useCallback, useState } from 'react';
import { useRealtimeEvent } from '../../realtime/RealtimeContext';
import { startBulkInvoice } from '../../api/invoices';
import type { InvoiceBulkFailure } from '../../../shared/api/realtime';

export interface BulkRunState {
  total: number | null;
  done: number;
  successful: number;
  failed: number;
  skipped: number;
  finished: boolean;
  outcome?: 'completed' | 'failed';
  failures: InvoiceBulkFailure[];
}

const EMPTY: BulkRunState = { total: null, done: 0, successful: 0, failed: 0, skipped: 0, finished: false, failures: [] };

export function useBulkInvoiceRun(onFinish: () => void) {
  const [runs, setRuns] = useState<Record<string, BulkRunState>>({});
  const [jobId, setJobId] = useState<string | null>(null);
  const [appointments, setAppointments] = useState<string[]>([]);
  const update = (bulkId: string, next: (s: BulkRunState) => BulkRunState) => setRuns((all) => ({ ...all, [bulkId]: next(all[bulkId] ?? EMPTY) }));

  useRealtimeEvent('invoice_bulk_started', (e) => update(e.bulkId, (s) => ({ ...s, total: e.total })));
  useRealtimeEvent('invoice_bulk_progress', (e) =>
    // Events may overtake one another: the bar never goes back.
    update(e.bulkId, (s) => (s.finished || e.done < s.done ? s : { ...s, total: e.total, done: e.done, successful: e.successful, failed: e.failed, skipped: e.skipped })),
  );
  useRealtimeEvent('invoice_bulk_finish', (e) => {
    update(e.bulkId, () => ({ total: e.total, done: e.done, successful: e.successful, failed: e.failed, skipped: e.skipped, finished: true, outcome: e.outcome, failures: e.failures }));
    onFinish();
  });

  const start = useCallback(async (ids: string[]) => {
    setJobId(null);
    setAppointments(ids);
    const reply = await startBulkInvoice(ids);
    setJobId(reply.jobId);
  }, []);

  const dismiss = useCallback(() => setJobId(null), []);
  return { start, dismiss, jobId, appointments, state: jobId ? (runs[jobId] ?? EMPTY) : null };
}
