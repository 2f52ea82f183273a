/**
 * Wire shapes of common contacts (spec behaviour §3 "Common contacts", §7 Contacts): the same
 * person (same e-mail, any case) held as a contact in several centres of the signed-in user.
 *   GET  /api/common-contacts?email=…           → CommonContactMatch[] (centres the caller may read contacts of)
 *   POST /api/common-contacts-centre {centreId, emails} → TakeOverResult
 */

/** E-mails one take-over call may name. */
export const TAKE_OVER_MAX_EMAILS = 500;

export interface CommonContactMatch {
  centre: { id: string; name: string };
  /** The contact as the contacts routes send it (contact_id, centre_fk, firstName, Address, …). */
  contact: { contact_id: string; firstName: string; lastName: string; email?: string; updatedAt: string } & Record<string, unknown>;
}

export interface TakeOverRequest {
  centreId: string;
  emails: string[];
}

/**
 * Per e-mail (lower case): created (new contact in the centre), updated (empty fields filled),
 * unchanged (nothing to fill), ambiguous (several contacts of the centre have it: none is touched),
 * notFound (no readable contact in another centre of the caller).
 */
export type TakeOverOutcome = 'created' | 'updated' | 'unchanged' | 'ambiguous' | 'notFound';

export interface TakeOverResult {
  created: number;
  updated: number;
  /** unchanged + ambiguous. */
  skipped: number;
  notFound: string[];
  results: { email: string; outcome: TakeOverOutcome; contact_id?: string }[];
}
