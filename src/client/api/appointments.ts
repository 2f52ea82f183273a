/**
 * The appointment calls of the admin app (README "Appointments") and the react-query hooks the
 * calendar, the appointment panel and the client's appointment list share. Every query keys under
 * `appointmentsQueryKey(centreId, …)`, so the live socket's `appointment_changed` refetches it and a
 * write here invalidates them all.
 */
import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '../../generated/appointment.gen';
import type { Repetition } from '../../shared/recurrence';
import type { ContactName } from '../../shared/api/appointments';
import { apiFetch, apiRequest, parseBody } from './http';
import { appointmentsQueryKey } from './queryKeys';
import { PAGE_SIZE, rangePath, totalOf } from './calendarPaths';

export type { Appointment } from '../../generated/appointment.gen';
export type { Repetition } from '../../shared/recurrence';
export type AppointmentStatus = Appointment['status'];

/** A row of the calendar's range: the record plus its client's name (rangePath asks for it). */
export type ListedAppointment = Appointment & { contactName?: ContactName };

/** A staff appointment saved outside the therapist's bookable time (issue 9 §3). */
export interface AppointmentWarning {
  code: 'dayOff' | 'googleBusy' | 'outsideWorkingHours';
  date: string;
}

export type Scope = 'current' | 'currentAndFuture' | 'all';

export interface AppointmentInput {
  centre_fk: string;
  resourceId: string;
  date: string;
  startTime: string;
  endTime: string;
  contact_fk?: string;
  service_fk?: string;
  title?: string;
  notes?: string;
  startBufferTime?: number;
  endBufferTime?: number;
  repetition?: Repetition;
  /** Notify the client (confirmation) by SMS / e-mail; absent: the practice's settings decide. */
  isSms?: boolean;
  isEmail?: boolean;
}

export type CreateReply = Appointment & { warnings: AppointmentWarning[]; count: number };
export interface ChangeReply {
  appointment: Appointment;
  changed: Appointment[];
  cancelBatch?: string;
  warnings?: AppointmentWarning[];
}

/** One version of a treatment note: who (user id) wrote what, when. */
export interface HistoryVersion {
  version: number;
  text: string;
  authorId: string | null;
  createdAt: string;
}
/** A treatment note with its current text; the full history carries every version, oldest first. */
export interface HistoryEntry extends HistoryVersion {
  historyEntryId: string;
  appointmentId: string;
  versions?: HistoryVersion[];
}

const id = encodeURIComponent;

export { PAGE_SIZE, rangePath } from './calendarPaths';

/** Every appointment of the range: the first page tells the total (Content-Range), the rest come in parallel. */
export async function fetchRange(centreId: string, from: string, to: string, signal?: AbortSignal): Promise<ListedAppointment[]> {
  const first = await apiRequest(rangePath(centreId, from, to), { signal });
  const rows = parseBody(first) as ListedAppointment[];
  const pages = Math.ceil(totalOf(first.headers.get('Content-Range'), rows.length) / PAGE_SIZE);
  if (pages <= 1) return rows;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => apiFetch<ListedAppointment[]>(rangePath(centreId, from, to, i + 1), { signal })));
  return rows.concat(...rest);
}

export const appointmentApi = {
  get: (appointmentId: string) => apiFetch<Appointment>(`/api/appointments/${id(appointmentId)}`),
  create: (body: AppointmentInput) => apiFetch<CreateReply>('/api/appointments', { method: 'POST', body }),
  update: (appointmentId: string, body: Record<string, unknown>) => apiFetch<ChangeReply>(`/api/appointments/${id(appointmentId)}`, { method: 'PATCH', body }),
  /** Drag and resize: this occurrence only. */
  shortUpdate: (appointmentId: string, body: Partial<Pick<Appointment, 'date' | 'startTime' | 'endTime' | 'resourceId'>>) =>
    apiFetch<ChangeReply>(`/api/appointments/${id(appointmentId)}/shortUpdate`, { method: 'PATCH', body }),
  status: (appointmentId: string, body: { status: AppointmentStatus; updateType?: Scope; isSms?: boolean; isEmail?: boolean }) =>
    apiFetch<ChangeReply>(`/api/appointments/${id(appointmentId)}/status`, { method: 'PATCH', body }),
  cancel: (appointmentId: string, scope: Scope) => apiFetch<ChangeReply>(`/api/appointments/${id(appointmentId)}/updateType/${scope}/cancel`),
  undoCancel: (appointmentId: string) => apiFetch<ChangeReply>(`/api/appointments/${id(appointmentId)}/undoCancel`),
  markComplete: (appointmentId: string) => apiFetch<Appointment>(`/booking-api/appointments/${id(appointmentId)}/mark-complete`, { method: 'PATCH', body: {} }),
  addItems: (appointmentId: string, items: { service_fk: string; count?: number; ppu?: number }[]) =>
    apiFetch<Appointment>(`/api/appointments/${id(appointmentId)}/add-items`, { method: 'PATCH', body: { items } }),
  editItem: (appointmentId: string, item: { item_id: string; count?: number; ppu?: number }) =>
    apiFetch<Appointment>(`/api/appointments/${id(appointmentId)}/edit-item`, { method: 'PATCH', body: item }),
  removeItem: (appointmentId: string, itemId: string) => apiFetch<Appointment>(`/api/appointments/${id(appointmentId)}/remove-item`, { method: 'PATCH', body: { item_id: itemId } }),
  history: (appointmentId: string) => apiFetch<HistoryEntry[]>(`/api/historyEntry/appointment/${id(appointmentId)}/getFullHistoryEntry`),
  addHistory: (appointmentId: string, text: string) => apiFetch<HistoryEntry>('/api/historyEntry/createHistoryEntry', { method: 'POST', body: { appointmentId, text } }),
  editHistory: (historyEntryId: string, text: string) => apiFetch<HistoryEntry>('/api/historyEntry/updateHistoryEntry', { method: 'POST', body: { historyEntryId, text } }),
  ofContact: (centreId: string, contactId: string) => apiFetch<Appointment[]>(`/api/appointments/centre/${id(centreId)}/contact/${id(contactId)}`),
};

/** The appointments of dates `from`..`to`; the previous range stays shown while the next loads. */
export function useAppointmentRange(centreId: string | null, from: string, to: string) {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId ?? '', 'range', from, to),
    queryFn: ({ signal }) => fetchRange(centreId as string, from, to, signal),
    enabled: centreId !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}

export function useAppointment(centreId: string | null, appointmentId: string | null) {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId ?? '', 'one', appointmentId),
    queryFn: ({ signal }) => apiFetch<Appointment>(`/api/appointments/${id(appointmentId as string)}`, { signal }),
    enabled: centreId !== null && appointmentId !== null,
    refetchOnWindowFocus: false,
  });
}

export function useContactAppointments(centreId: string | null, contactId: string | null) {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId ?? '', 'contact', contactId),
    queryFn: ({ signal }) => apiFetch<Appointment[]>(`/api/appointments/centre/${id(centreId as string)}/contact/${id(contactId as string)}`, { signal }),
    enabled: centreId !== null && contactId !== null,
    refetchOnWindowFocus: false,
  });
}

/** The treatment notes of an appointment with every version (keyed with the appointments, so a write refreshes them). */
export function useAppointmentHistory(centreId: string | null, appointmentId: string | null) {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId ?? '', 'history', appointmentId),
    queryFn: ({ signal }) => apiFetch<HistoryEntry[]>(`/api/historyEntry/appointment/${id(appointmentId as string)}/getFullHistoryEntry`, { signal }),
    enabled: centreId !== null && appointmentId !== null,
    refetchOnWindowFocus: false,
  });
}

/** Marks every appointment query of the centre stale after a write (the socket does the same for others' writes). */
export function useAppointmentsChanged(centreId: string | null): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (centreId) await queryClient.invalidateQueries({ queryKey: appointmentsQueryKey(centreId) });
  }, [centreId, queryClient]);
}
