/** Paths of the appointment pages (spec §2), in a module of their own so linking to a page does not bundle it. */
const id = encodeURIComponent;

export const EDIT_APPOINTMENT_ROUTE = '/edit-appointment/:appointmentId';
export const CLIENT_APPOINTMENTS_ROUTE = '/clients/appointments/:contactId';
export const AGENDA_PATH = '/oldcalendar';
/** The "Restore deleted appointments" table (wording.md §2). */
export const DELETED_APPOINTMENTS_PATH = '/appointments/deleted';

export const editAppointmentPath = (appointmentId: string) => `/edit-appointment/${id(appointmentId)}`;
export const clientAppointmentsPath = (contactId: string) => `/clients/appointments/${id(contactId)}`;
export const clientProfilePath = (contactId: string) => `/clients/profile/${id(contactId)}`;
