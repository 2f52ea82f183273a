/**
 * Route patterns of the appointment pages (spec §2), for the routing table only: it is part of the
 * calendar's first download, the path builders (appointmentPaths.ts) come with the pages.
 */
export const EDIT_APPOINTMENT_ROUTE = '/edit-appointment/:appointmentId';
export const CLIENT_APPOINTMENTS_ROUTE = '/clients/appointments/:contactId';
export const AGENDA_PATH = '/oldcalendar';
/** The "Restore deleted appointments" table (wording.md §2). */
export const DELETED_APPOINTMENTS_PATH = '/appointments/deleted';
