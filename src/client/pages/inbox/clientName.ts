import type { ListedAppointment } from '../../api/appointments';

/** "First Last" of the row's client, or '' when it has none. */
export const clientName = (a: ListedAppointment): string => (a.contactName ? `${a.contactName.firstName} ${a.contactName.lastName}`.trim() : '');
