/**
 * Documents on an appointment (README "Appointments": GET/POST/DELETE /api/appointments/{id}/documents,
 * downloads through the centre's download-document call). A module of its own, not part of
 * appointments.ts: that one is in the calendar's first download, these load with the panel.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchFile } from './fileDownload';
import { apiFetch } from './http';
import { appointmentsQueryKey } from './queryKeys';
import type { AppointmentDocument } from '../../shared/api/appointments';

export type { AppointmentDocument };

const id = encodeURIComponent;
const documentsPath = (appointmentId: string) => `/api/appointments/${id(appointmentId)}/documents`;

export const documentApi = {
  /** Multipart, one `file` part per file (the server takes up to 5 at once); answers the whole list. */
  upload: (appointmentId: string, files: File[]) => {
    const data = new FormData();
    for (const file of files) data.append('file', file, file.name);
    return apiFetch<AppointmentDocument[]>(documentsPath(appointmentId), { method: 'POST', formData: data });
  },
  remove: (appointmentId: string, fileId: string) => apiFetch<AppointmentDocument[]>(`${documentsPath(appointmentId)}/${id(fileId)}`, { method: 'DELETE' }),
  /** The file's bytes (the server audits the download). */
  fetch: (centreId: string, document: AppointmentDocument) => fetchFile(`/api/centre/${id(centreId)}/download-document?fileId=${id(document.file_id)}`, document.name),
};

/** The documents of an appointment, keyed with the appointments so a write or a colleague's change refreshes them. */
export function useAppointmentDocuments(centreId: string, appointmentId: string) {
  return useQuery({
    queryKey: appointmentsQueryKey(centreId, 'documents', appointmentId),
    queryFn: ({ signal }) => apiFetch<AppointmentDocument[]>(documentsPath(appointmentId), { signal }),
    refetchOnWindowFocus: false,
  });
}
