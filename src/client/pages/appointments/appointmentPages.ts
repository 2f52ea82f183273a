/**
 * Loaders of the appointment pages for the routing table, in a tiny module: the table is part of
 * the calendar's first download, and an import() there carries the list of every chunk the page
 * needs; here that list is downloaded with this module, when an appointment page is opened.
 * One loader by page name keeps the routing table's entries short (the calendar's budget).
 */
import type { ComponentType } from 'react';

const chunk = () => import('./appointmentPageChunk');

export type AppointmentPageName = 'agenda' | 'client' | 'edit' | 'deleted';

export const loadAppointmentPage = (name: AppointmentPageName): Promise<ComponentType> =>
  chunk().then((m) => ({ agenda: m.AgendaPage, client: m.ClientAppointmentsPage, edit: m.EditAppointmentPage, deleted: m.DeletedAppointmentsPage })[name]);
