/**
 * The appointment pages for the routing table, as lazy components in a tiny module: the table is
 * part of the calendar's first download, and an import() there carries the list of every chunk
 * the page needs; here that list is downloaded with the pages, not with the calendar.
 */
import { lazy } from 'react';

const chunk = () => import('./appointmentPageChunk');

export const AgendaPage = lazy(() => chunk().then((m) => ({ default: m.AgendaPage })));
export const ClientAppointmentsPage = lazy(() => chunk().then((m) => ({ default: m.ClientAppointmentsPage })));
export const EditAppointmentPage = lazy(() => chunk().then((m) => ({ default: m.EditAppointmentPage })));
