/**
 * Who may call each route (security plan A3), decided from spec behaviour.md §6/§7 and what the
 * route does, not copied from the access rules. roleMatrix.ts (run by sweeps.*.test.ts) calls
 * every cell and fails on any difference, on a route missing here, and on a row whose route no
 * longer exists.
 *
 * Callers, all seen from centre A: OWNER, ADMIN, PROVIDER (every permission flag), PROVIDER_NOPERM
 * (no flag), OTHER (the owner of centre B, signed in) and ANONYMOUS (no token).
 * Routes aimed at one user or provider record (self routes, days off, calendar, provider record)
 * target A's PROVIDER: for PROVIDER that is their own record, for PROVIDER_NOPERM a colleague's.
 * No route names a permission flag in its access rule (spec §6 names none); the dashboard statistics
 * check colleagueDetails in their service, the only place both providers differ.
 * Record routes (the generic CRUD) are in rolePolicyRecords.ts, appointments in rolePolicyAppointments.ts, invoices in rolePolicyInvoices.ts, payments and bank files in rolePolicyPayments.ts.
 */
import type { Caller } from './support/roleWorld';
import { recordPolicy } from './rolePolicyRecords';
import { appointmentPolicy } from './rolePolicyAppointments';
import { invoicePolicy } from './rolePolicyInvoices';
import { paymentPolicy } from './rolePolicyPayments';
import { ANYONE, MANAGERS, MEMBERS, SELF_OR_MANAGER, SIGNED_IN } from './rolePolicyGroups';

/** A manager of any centre (invites look up accounts by e-mail): A's managers and B's owner. */
const ANY_MANAGER: readonly Caller[] = ['OWNER', 'ADMIN', 'OTHER'];

const platformPolicy: Record<string, readonly Caller[]> = {
  // Health, API description, translations: public by nature.
  'GET /api/docs/openapi.json': ANYONE,
  'GET /api/health': ANYONE,
  'GET /booking-api/health': ANYONE,
  'GET /directory-api/health': ANYONE,
  'GET /locales/:lng/:ns': ANYONE,
  'GET /locales/index.json': ANYONE,
  'GET /api/supported-phone-numbers': ANYONE,
  // Public images (logo, photos, avatars) are shown on the public profile and booking pages.
  'GET /api/files/:fileId': ANYONE,
  // Google's push notifications carry no bearer: the channel token is the proof.
  'POST /api/calendar/notifications': ANYONE,
  // Calendar apps fetch the feed without a session: the secret token in the address is the proof.
  'GET /api/ics/:token.ics': ANYONE,
  // The public booking API (issue 10 §4): patients book without an account; closed centres answer 404.
  'GET /booking-api/public/centres/:cid': ANYONE,
  'GET /booking-api/public/centres/:cid/slots': ANYONE,
  // The embed script on the practice's website reads its widget's look (issue 10 §2).
  'GET /booking-api/public/widgets/:id': ANYONE,
  // The SMS code and the booking: a verified phone is the proof, not an account.
  'POST /booking-api/public/verification-codes': ANYONE,
  'POST /booking-api/public/centres/:cid/appointments': ANYONE,
  // The manage link of an online booking: its secret token is the proof (unknown tokens 404).
  'GET /booking-api/public/manage/:token': ANYONE,
  'GET /booking-api/public/manage/:token/ics': ANYONE,
  'POST /booking-api/public/manage/:token/cancel': ANYONE,
  'POST /booking-api/public/manage/:token/move': ANYONE,
  // The waitlist (issue 10 §6): joining needs a verified phone; an offer link's token is the proof.
  'POST /booking-api/public/centres/:cid/waitlist': ANYONE,
  'GET /booking-api/public/waitlist/offer/:token': ANYONE,
  'POST /booking-api/public/waitlist/offer/:token/accept': ANYONE,
  'POST /booking-api/public/waitlist/offer/:token/decline': ANYONE,
};

const authPolicy: Record<string, readonly Caller[]> = {
  // Sign-up, sign-in and recovery happen before one has a token.
  'POST /api/auth/signup': ANYONE,
  'POST /api/auth/activateWithCode': ANYONE,
  'POST /api/auth/sendActivationCode': ANYONE,
  'POST /api/auth/email-activation-code': ANYONE,
  'POST /api/auth/signin': ANYONE,
  'POST /api/auth/refreshToken': ANYONE,
  // An expired access token must not block signing out (the refresh token is the proof).
  'POST /api/auth/signout': ANYONE,
  'POST /api/auth/sendReset': ANYONE,
  'POST /api/auth/resetPassword': ANYONE,
  'GET /api/auth/getUserFromToken': SIGNED_IN,
  // Invitations: managing them is the centre managers' (spec §6); the invited person holds a token only.
  'POST /api/invitations/:centreId/createAndInvite': MANAGERS,
  'GET /api/invitations/centre/:centreId': MANAGERS,
  'POST /api/invitations/:invitationId/resend': MANAGERS,
  'POST /api/invitations/:invitationId/cancel': MANAGERS,
  'GET /api/invitations/:token/check': ANYONE,
  'POST /api/invitations/:token/accept': ANYONE,
};

const userPolicy: Record<string, readonly Caller[]> = {
  // A user's own account, or a resource of a centre the caller manages.
  'GET /api/user/:id': SELF_OR_MANAGER,
  'POST /api/user/:id': SELF_OR_MANAGER,
  'PATCH /api/users/:id/userInfo': SELF_OR_MANAGER,
  'PATCH /api/users/:id/resource': SELF_OR_MANAGER,
  'GET /api/users/:id/onboarding/provider': SELF_OR_MANAGER,
  'PATCH /api/users/:id/onboarding/provider': SELF_OR_MANAGER,
  'GET /api/centre/:userId/getCentresOfUser': SELF_OR_MANAGER,
  // Account lookups by e-mail serve inviting an existing account: managers only.
  'POST /api/user/getByEmail': ANY_MANAGER,
  'GET /api/private/users/email/:email': ANY_MANAGER,
  // Deleting one's own account: anyone signed in (it acts on the caller only).
  'DELETE /api/user': SIGNED_IN,
  // Names of colleagues; the answer leaves out users who share no centre with the caller.
  'POST /api/users/fetchProviders': SIGNED_IN,
  'GET /api/users/:id/getProviderName': MEMBERS,
};

const centrePolicy: Record<string, readonly Caller[]> = {
  'GET /api/centre/:id/getCentre': MEMBERS,
  // The waitlist beside the inbox: every member of the centre sees and manages the line.
  'GET /api/waitlist': MEMBERS,
  'DELETE /api/waitlist/:id': MEMBERS,
  'POST /api/waitlist/offer-now': MEMBERS,
  'GET /api/centre/:id/completeness': MEMBERS,
  'GET /api/centre/:id/getCurrentHighestInvoiceNumber': MEMBERS,
  'PATCH /api/centre/:id/updateCentre': MANAGERS,
  'PATCH /api/centres/:id': MANAGERS,
  'POST /api/centre/:id/updateLogo': MANAGERS,
  'POST /api/centre/:id/updatePhotos': MANAGERS,
  'POST /api/centres/:id/deletePhoto': MANAGERS,
  // The whole centre's data leaves, or goes: the owner's decision alone.
  'GET /api/centre/:id/download-data': ['OWNER'],
  'DELETE /api/centre/:id': ['OWNER'],
  'GET /api/centre/:id/download-document': MEMBERS,
  // The audit log: those who check data protection (DSV Art. 4), i.e. the centre's managers.
  'GET /api/centres/:id/audit-events': MANAGERS,
  'GET /api/centres/:id/audit-events/verify': MANAGERS,
  // Provider records: colleagues may read them; each provider changes their own, managers any.
  'GET /api/centre/:id/centreProvider/:providerId': MEMBERS,
  'PATCH /api/centre/:id/centreProvider/:providerId': SELF_OR_MANAGER,
  'POST /api/centre/:id/centreProvider/:providerId/updateAvatar': SELF_OR_MANAGER,
  'GET /api/centres/:id/settings/providers': MEMBERS,
  'GET /api/centres/:id/settings/providers/:providerId': MEMBERS,
  // Team (README "Team"): only the owner changes roles; managers remove members (an admin only
  // providers; the target here is a fresh provider, so both managers may), anyone may leave.
  'PATCH /api/centres/:id/settings/providers/:providerId/role': ['OWNER'],
  'DELETE /api/centres/:id/settings/providers/:providerId': MANAGERS,
  // Spec §6: the permission update is the managers' ("the permission matrix is not shown").
  'PATCH /api/permission/:id/updatePermission': MANAGERS,
  'GET /api/centre/:id/centreSetting': MEMBERS,
  'PATCH /api/centre/:id/centreSetting': MANAGERS,
  'GET /api/centres/:id/notification-template': MEMBERS,
  'POST /api/centres/:id/notification-template': MANAGERS,
  'GET /api/news/centre/:id/getAllNewsOfCentre': MEMBERS,
  'POST /api/news/centre/:id/markNewsAsRead': MEMBERS,
  // Days off and Google Calendar belong to one provider: theirs, or a manager's to set up.
  'GET /api/providers/:pid/centres/:cid/days-off': SELF_OR_MANAGER,
  'PUT /api/providers/:pid/centres/:cid/days-off': SELF_OR_MANAGER,
  'GET /api/centres/:id/public-holidays': MEMBERS,
  'GET /api/googleCalendar/authUrl': SELF_OR_MANAGER,
  'POST /api/calendar': SELF_OR_MANAGER,
  'POST /api/calendar/list': SELF_OR_MANAGER,
  'POST /api/calendar/remove': SELF_OR_MANAGER,
  'POST /api/calendar/startWatch': SELF_OR_MANAGER,
  'POST /api/calendar/write': SELF_OR_MANAGER,
  'POST /api/calendar/write/resync': SELF_OR_MANAGER,
  // The calendar feed's link: the therapist's own, or a manager's to set up (like Google Calendar).
  'GET /api/providers/:pid/centres/:cid/ics-feed': SELF_OR_MANAGER,
  'POST /api/providers/:pid/centres/:cid/ics-feed': SELF_OR_MANAGER,
  'PATCH /api/providers/:pid/centres/:cid/ics-feed': SELF_OR_MANAGER,
  'DELETE /api/providers/:pid/centres/:cid/ics-feed': SELF_OR_MANAGER,
  // Contacts are every therapist's daily work: import and take-over like creating one.
  'GET /api/clinics/:cid/contacts/import/template': MEMBERS,
  'POST /api/clinics/:cid/contacts/import/preview': MEMBERS,
  'POST /api/clinics/:cid/contacts/import': MEMBERS,
  // Looks only into the caller's own centres, so anyone signed in may ask.
  'GET /api/common-contacts': SIGNED_IN,
  'POST /api/common-contacts-centre': MEMBERS,
  // Bulk SMS follows the contacts' write rule (spec §6 names no permission flag); the credit and a
  // client's notifications are read like the client.
  'POST /api/sms/sendBulkSMS': MEMBERS,
  'GET /api/centres/:id/sms-credit': MEMBERS,
  'GET /api/notifications/contact/:id/centre/:cid': MEMBERS,
  // The service catalogue is the same for everyone; copying into a centre changes its price list.
  'GET /api/services/templates/:type': SIGNED_IN,
  'POST /api/clinics/:cid/services/copy': MANAGERS,
  // Statutory VAT rates are records like the rates written by hand: the managers'.
  'POST /api/vats/centre/:id/statutory': MANAGERS,
  // Rendering a template writes nothing: every member previews (/invoice-preview) and makes letters (/documents).
  'POST /api/invoice-templates/preview': MEMBERS,
  'POST /api/clinics/:cid/services/:id/copy': MANAGERS,
  'POST /api/clinics/:cid/services/:id/copyVariant': MANAGERS,
  // Working hours belong to one provider (like days off): theirs, or a manager's to set up.
  'GET /booking-api/providers/:id/schedule-templates': SELF_OR_MANAGER,
  'PUT /booking-api/providers/:id/schedule-templates': SELF_OR_MANAGER,
  'GET /api/providers/:pid/centres/:cid/special-days': SELF_OR_MANAGER,
  'POST /api/providers/:pid/centres/:cid/special-days': SELF_OR_MANAGER,
  'PUT /api/providers/:pid/centres/:cid/special-days': SELF_OR_MANAGER,
  'PUT /api/providers/:pid/centres/:cid/special-days/list': SELF_OR_MANAGER,
  'POST /api/providers/:pid/centres/:cid/special-days/:specialDayId': SELF_OR_MANAGER,
  // The booking options and booking centres too: the provider's own, or their managers'.
  'GET /booking-api/providers/:id': SELF_OR_MANAGER,
  'PATCH /booking-api/providers/:id': SELF_OR_MANAGER,
  'POST /api/providers/:id/booking-centres': SELF_OR_MANAGER,
  'DELETE /api/providers/:id/booking-centres': SELF_OR_MANAGER,
  // Colleagues' effective hours show side by side in the calendar; what a colleague can take on a date too.
  'GET /api/providers/schedule': MEMBERS,
  'GET /api/providers/busy': MEMBERS,
  'GET /api/providers/:pid/centres/:cid/services-day-offer': MEMBERS,
  // A user's calendar palette: their own, or a manager's to arrange for a member.
  'GET /api/clinics/:cid/users/:uid/draggable-events': SELF_OR_MANAGER,
  'POST /api/clinics/:cid/users/:uid/draggable-events': SELF_OR_MANAGER,
};

export const rolePolicy: Record<string, readonly Caller[]> = { ...platformPolicy, ...authPolicy, ...userPolicy, ...centrePolicy, ...recordPolicy, ...appointmentPolicy, ...invoicePolicy, ...paymentPolicy };
