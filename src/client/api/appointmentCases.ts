/**
 * The cases (projects, wording.md §3 "Project/case") of a client and the case of an appointment:
 * the client's cases through the project record's list route (/api/clinics/{cid}/projects,
 * filtered by `contact_fk`), a new case through its create route, and
 * PATCH /api/appointments/{id}/update-project. Kept out of appointments.ts (the calendar's first download).
 */
import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '../../generated/appointment.gen';
import type { Project } from '../../generated/project.gen';
import { apiFetch } from './http';
import { appointmentsQueryKey } from './queryKeys';

export type { Project } from '../../generated/project.gen';

/** What the inline "new case" form sends (the other fields are filled in later on the case). */
export interface NewCase {
  name: string;
  contact_fk: string;
  caseNumber?: string;
  caseDate?: string;
}

const id = encodeURIComponent;
const projectsPath = (centreId: string) => `/api/clinics/${id(centreId)}/projects`;

/** A client has a handful of cases; the record list's largest page is far more. */
const CASES_RANGE = JSON.stringify([0, 199]);

export const caseApi = {
  create: (centreId: string, body: NewCase) => apiFetch<Project>(projectsPath(centreId), { method: 'POST', body }),
  /** Sets the appointment's case, or clears it with null (only a case of its own client). */
  assign: (appointmentId: string, projectId: string | null) =>
    apiFetch<Appointment>(`/api/appointments/${id(appointmentId)}/update-project`, { method: 'PATCH', body: { project_fk: projectId } }),
};

/** The client's cases by name; keyed with the appointments, so a write here refreshes them. */
export function useClientCases(centreId: string, contactId: string | undefined) {
  const filter = JSON.stringify({ contact_fk: contactId });
  return useQuery({
    queryKey: appointmentsQueryKey(centreId, 'cases', contactId),
    queryFn: ({ signal }) =>
      apiFetch<Project[]>(`${projectsPath(centreId)}?filter=${id(filter)}&range=${id(CASES_RANGE)}&sort=${id('["name","ASC"]')}`, { signal }),
    enabled: Boolean(contactId),
    refetchOnWindowFocus: false,
  });
}
