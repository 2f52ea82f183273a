/** The appointment pages, one chunk for the four (loaded through appointmentPages.ts). */
export { AgendaPage } from './agenda/AgendaPage';
export { ClientAppointmentsPage } from './ClientAppointmentsPage';
export { DeletedAppointmentsPage } from './deleted/DeletedAppointmentsPage';
export { EditAppointmentPage } from './editor/EditAppointmentPage';
