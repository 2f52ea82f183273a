/**
 * Loaders of the appointment pages for the routing table, in a tiny module: the table is part of
 * the calendar's first download, and an import() there carries the list of every chunk the page
 * needs; here that list is downloaded with this module, when an appointment page is opened.
 */
import type { ComponentType } from 'react';

const chunk = () => import('./appointmentPageChunk');

export const loadAgendaPage = (): Promise<ComponentType> => chunk().then((m) => m.AgendaPage);
export const loadClientAppointmentsPage = (): Promise<ComponentType> => chunk().then((m) => m.ClientAppointmentsPage);
export const loadEditAppointmentPage = (): Promise<ComponentType> => chunk().then((m) => m.EditAppointmentPage);
