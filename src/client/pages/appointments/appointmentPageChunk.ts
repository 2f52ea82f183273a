/** The appointment pages, one chunk for the three (loaded through appointmentPages.ts). */
export { AgendaPage } from './agenda/AgendaPage';
export { ClientAppointmentsPage } from './ClientAppointmentsPage';
export { EditAppointmentPage } from './editor/EditAppointmentPage';
