/** Paths of the appointment pages (spec §2), in a module of their own so linking to a page does not bundle it. */
const id = encodeURIComponent;

export const editAppointmentPath = (appointmentId: string) => `/edit-appointment/${id(appointmentId)}`;
export const clientAppointmentsPath = (contactId: string) => `/clients/appointments/${id(contactId)}`;
export const clientProfilePath = (contactId: string) => `/clients/profile/${id(contactId)}`;
