/** Calls of common contacts (spec behaviour §7 Contacts); shapes in src/shared/api/commonContacts.ts. */
import type { CommonContactMatch, TakeOverResult } from '../../../../shared/api/commonContacts';
import { apiFetch } from '../../../api/http';

/** The contacts with this e-mail in the signed-in user's practices (that the user may read). */
export const findCommonContacts = (email: string, signal?: AbortSignal) =>
  apiFetch<CommonContactMatch[]>(`/api/common-contacts?email=${encodeURIComponent(email)}`, { signal });

/** Takes the person's data from the user's other practices into `centreId`. */
export const takeOverContacts = (centreId: string, emails: string[]) =>
  apiFetch<TakeOverResult>('/api/common-contacts-centre', { method: 'POST', body: { centreId, emails } });
