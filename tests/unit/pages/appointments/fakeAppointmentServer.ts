/**
 * A small stand-in for the appointment routes (README "Appointments") behind the mocked apiFetch:
 * it keeps one appointment and its notes, applies what the panel sends, and records every call,
 * so tests assert both what was sent and what the user then sees.
 */
import type { DataProvider } from 'react-admin';
import type { ApiFetchInit } from '../../../../src/client/api/http';
import { ApiRequestError } from '../../../../src/client/api/apiError';
import type { AppointmentDocument } from '../../../../src/client/api/appointmentDocuments';
import type { Project } from '../../../../src/client/api/appointmentCases';
import type { Appointment, HistoryEntry } from '../../../../src/client/api/appointments';
import { CENTRE_ID, USER_ID } from '../support/fixtures';

export const APPOINTMENT_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const CONTACT_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const SERVICE_ID = '55555555-5555-4555-8555-555555555555';
export const SERIES_ID = '66666666-6666-4666-8666-666666666666';
export const CASE_ID = '77777777-7777-4777-8777-777777777777';

/** A case of the client (schemas/project.schema.json). */
export const aCase = (overrides: Partial<Project> = {}): Project =>
  ({ project_id: CASE_ID, id: CASE_ID, centre_fk: CENTRE_ID, contact_fk: CONTACT_ID, name: 'Knee after accident', caseNumber: 'UV-17', ...overrides }) as Project;

export function anAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    appointment_id: APPOINTMENT_ID, id: APPOINTMENT_ID, centre_fk: CENTRE_ID, createdAt: '2027-01-01T08:00:00.000Z', updatedAt: '2027-01-01T08:00:00.000Z',
    date: '2027-01-04', startTime: '09:00', endTime: '10:00', startBufferTime: 0, endBufferTime: 0, resourceId: USER_ID,
    contact_fk: CONTACT_ID, service_fk: SERVICE_ID, numberOfPeople: 1, notes: 'Knee, left', status: 'CONFIRMED', isException: false, documents: [], items: [],
    ...overrides,
  };
}

export interface Call {
  path: string;
  method: string;
  body: unknown;
}

type Handler = (call: Call) => unknown;

export function fakeAppointmentServer(initial: Appointment) {
  let appointment = initial;
  let history: HistoryEntry[] = [];
  let documents: AppointmentDocument[] = [];
  let cases: Project[] = [];
  const calls: Call[] = [];
  const overrides: Handler[] = [];
  const base = `/api/appointments/${APPOINTMENT_ID}`;
  const reply = (changed = [appointment]) => ({ appointment, changed, warnings: [] });
  const set = (patch: Partial<Appointment>) => {
    appointment = { ...appointment, ...patch };
    return appointment;
  };

  const handle = (call: Call): unknown => {
    for (const o of overrides) {
      const answer = o(call);
      if (answer !== undefined) return answer;
    }
    const { path, method, body } = call;
    const b = (body ?? {}) as Record<string, unknown>;
    if (path === base && method === 'GET') return appointment;
    if (path === `${base}/status`) return (set({ status: b.status as Appointment['status'] }), reply());
    if (path.startsWith(`${base}/updateType/`)) return (set({ statusBeforeCancel: appointment.status, status: 'CANCELLED' }), { ...reply([appointment, appointment, appointment].slice(0, path.includes('/current/') ? 1 : 3)), cancelBatch: 'b1' });
    if (path === `${base}/undoCancel`) return (set({ status: (appointment.statusBeforeCancel ?? 'CONFIRMED') as Appointment['status'] }), reply());
    if (path === `/booking-api/appointments/${APPOINTMENT_ID}/mark-complete`) return set({ status: 'FINISHED' });
    if (path === `${base}/add-items`) {
      const added = (b.items as { service_fk: string }[]).map((i, n) => ({ item_id: `i${appointment.items.length + n + 1}`, service_fk: i.service_fk, count: 1, ppu: 12000 }));
      return set({ items: [...appointment.items, ...added] });
    }
    if (path === `${base}/edit-item`) return set({ items: appointment.items.map((i) => (i.item_id === b.item_id ? { ...i, ...(b as object) } : i)) });
    if (path === `${base}/remove-item`) return set({ items: appointment.items.filter((i) => i.item_id !== b.item_id) });
    if (path === base && method === 'PATCH') return (set(b as Partial<Appointment>), reply());
    if (path === `/api/historyEntry/appointment/${APPOINTMENT_ID}/getFullHistoryEntry`) return history;
    if (path === `${base}/documents` && method === 'GET') return documents;
    if (path === `${base}/documents` && method === 'POST') {
      const added = (body as File[]).map((f, n) => ({ file_id: `f${documents.length + n + 1}`, name: f.name, size: f.size, type: f.type, date: '2027-01-04T09:45:00.000Z' }));
      documents = [...documents, ...added];
      return documents;
    }
    if (path.startsWith(`${base}/documents/`) && method === 'DELETE') return (documents = documents.filter((d) => !path.endsWith(`/${d.file_id}`)));
    if (path.startsWith(`/api/clinics/${CENTRE_ID}/projects?`) && method === 'GET') {
      const filter = JSON.parse(new URL(path, 'http://x').searchParams.get('filter') ?? '{}') as { contact_fk?: string };
      // The record list sorts as asked (the screen asks by name).
      return cases.filter((c) => c.contact_fk === filter.contact_fk).sort((x, y) => x.name.localeCompare(y.name));
    }
    if (path === `/api/clinics/${CENTRE_ID}/projects` && method === 'POST') {
      const made = aCase({ ...(b as Partial<Project>), project_id: `case${cases.length + 1}`, id: `case${cases.length + 1}` });
      cases = [...cases, made];
      return made;
    }
    if (path === `${base}/update-project`) return set({ project_fk: (b.project_fk as string | null) ?? undefined });
    if (path === '/api/historyEntry/createHistoryEntry') {
      const v = { version: 1, text: String(b.text), authorId: USER_ID, createdAt: '2027-01-04T09:30:00.000Z' };
      const entry: HistoryEntry = { ...v, historyEntryId: `h${history.length + 1}`, appointmentId: APPOINTMENT_ID, versions: [v] };
      history = [...history, entry];
      return entry;
    }
    if (path === '/api/historyEntry/updateHistoryEntry') {
      history = history.map((e) => {
        if (e.historyEntryId !== b.historyEntryId) return e;
        const v = { version: e.version + 1, text: String(b.text), authorId: USER_ID, createdAt: '2027-01-05T10:00:00.000Z' };
        return { ...e, ...v, versions: [...(e.versions ?? []), v] };
      });
      return history.find((e) => e.historyEntryId === b.historyEntryId);
    }
    throw new Error(`unexpected call ${method} ${path}`);
  };

  return {
    calls,
    get appointment() {
      return appointment;
    },
    seedHistory(entries: HistoryEntry[]) {
      history = entries;
    },
    seedDocuments(list: AppointmentDocument[]) {
      documents = list;
    },
    seedCases(list: Project[]) {
      cases = list;
    },
    /** Answers a call first (return undefined to let the default handle it). */
    override(handler: Handler) {
      overrides.push(handler);
    },
    refuse(pathPart: string, status: number, code: string, extra: Record<string, unknown> = {}) {
      overrides.push((call) => {
        if (call.path.includes(pathPart) && call.method !== 'GET') throw new ApiRequestError(status, { code, message: `errors.${code}`, ...extra });
        return undefined;
      });
    },
    apiFetch: async (path: string, init: ApiFetchInit = {}) => {
      // A multipart upload is recorded as its files.
      const call = { path, method: init.method ?? 'GET', body: init.formData ? init.formData.getAll('file') : init.body };
      if (call.method !== 'GET' || !path.endsWith('getFullHistoryEntry')) calls.push(call);
      return handle(call);
    },
    /** What the page changed: every call but the reads of the appointment, its notes, documents and the client's cases. */
    writes: () => calls.filter((c) => !(c.method === 'GET' && (c.path === base || /getFullHistoryEntry$|\/documents$|\/projects\?/.test(c.path)))),
  };
}

/** The practice's services and the client, as react-admin's record calls answer them. */
export const recordsProvider = (): DataProvider =>
  ({
    getList: async (resource: string) => {
      if (resource === 'services') return { data: [{ id: SERVICE_ID, name: 'Massage', duration: 60, ppu: 12000 }, { id: 's2', name: 'Akupunktur', duration: 45, ppu: 9000 }], total: 2 };
      if (resource === 'contacts') return { data: [{ id: CONTACT_ID, firstName: 'Lea', lastName: 'Meier' }], total: 1 };
      return { data: [], total: 0 };
    },
    getMany: async (resource: string) => (resource === 'contacts' ? { data: [{ id: CONTACT_ID, firstName: 'Lea', lastName: 'Meier' }] } : { data: [] }),
    getOne: async () => ({ data: null }),
  }) as unknown as DataProvider;
