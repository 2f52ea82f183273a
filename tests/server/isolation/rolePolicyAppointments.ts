/**
 * Role policy of the appointment routes (security plan A3; issue 9). The calendar is every
 * therapist's daily work: every member of the centre reads and changes its appointments (spec §6
 * names no permission flag for it), as with contacts. Calls by id act in the appointment's centre.
 */
import type { Caller } from './support/roleWorld';
import { MEMBERS } from './rolePolicyGroups';

export const appointmentPolicy: Record<string, readonly Caller[]> = {
  'POST /api/appointments': MEMBERS,
  'POST /api/appointments/shortCreate': MEMBERS,
  'PATCH /api/appointments/:id': MEMBERS,
  'PATCH /api/appointments/:id/shortUpdate': MEMBERS,
  'GET /api/appointments': MEMBERS,
  'GET /api/appointments/centre/:cid/contact/:contactId': MEMBERS,
  'GET /api/appointments/:id': MEMBERS,
  'GET /api/appointments/:id/updateType/:type/cancel': MEMBERS,
  'GET /api/appointments/:id/undoCancel': MEMBERS,
  'PATCH /api/appointments/:id/status': MEMBERS,
  'PATCH /booking-api/appointments/:id/mark-complete': MEMBERS,
  // The services performed: recorded by the therapists; invoicing sets the invoice status.
  'PATCH /api/appointments/:id/add-items': MEMBERS,
  'PATCH /api/appointments/:id/edit-item': MEMBERS,
  'PATCH /api/appointments/:id/remove-item': MEMBERS,
  'PATCH /api/appointments/:id/update-invoice-status': MEMBERS,
  // Repetitions of an appointment: part of planning the calendar, as creating a series is.
  'GET /api/appointments/repetitions': MEMBERS,
  'POST /api/appointments/repetitions': MEMBERS,
  'POST /api/appointments/irregular-repetitions': MEMBERS,
  // Restore deleted appointments (the settings table): whoever may delete may restore.
  'GET /api/appointments/centre/:cid/deleted': MEMBERS,
  'POST /api/appointments/:id/restore': MEMBERS,
  // The booking inbox (issue 10 §5): answering a request is a status change, as for any appointment.
  'GET /api/appointments/centre/:cid/inbox/count': MEMBERS,
  'GET /api/appointments/centre/:cid/inbox/requests': MEMBERS,
  'GET /api/appointments/centre/:cid/inbox/cancelled': MEMBERS,
  'POST /api/appointments/:id/confirm': MEMBERS,
  'POST /api/appointments/:id/deny': MEMBERS,
  // Group events: who is in a class, like any appointment's client.
  'GET /api/appointments/:id/groupEventEntries': MEMBERS,
  // Documents on an appointment (findings, referrals): the practice's therapists, like its notes.
  'GET /api/appointments/:id/documents': MEMBERS,
  'POST /api/appointments/:id/documents': MEMBERS,
  'DELETE /api/appointments/:id/documents/:fileId': MEMBERS,
  // The booked service and the client's case: part of the treatment record, every therapist.
  'PATCH /api/appointments/:id/change-booking': MEMBERS,
  'PATCH /api/appointments/:id/update-project': MEMBERS,
  // Treatment notes: written and read by the practice's therapists (health data, audited).
  'POST /api/historyEntry/createHistoryEntry': MEMBERS,
  'POST /api/historyEntry/updateHistoryEntry': MEMBERS,
  'GET /api/historyEntry/appointment/:id/getFullHistoryEntry': MEMBERS,
  // Dashboard statistics: the practice's figures are colleagues' calendar data, for managers and
  // therapists allowed to see colleagues' appointments (colleagueDetails); others ask for their own.
  'GET /api/centres/:id/statistics/appointments': ['OWNER', 'ADMIN', 'PROVIDER'],
};
