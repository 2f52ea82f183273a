/** Auth and invitation calls (spec §7 "Auth"); all unauthenticated except accepting as an existing user. */
import type { TokenPair } from '../../shared/api/contracts';
import type { Language } from '../../shared/languages';
import type { SupportedPhoneNumber } from '../../shared/validators/phone';
import { apiFetch } from './http';

const publicPost = <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'POST', body, auth: false });

export const signIn = (email: string, password: string) => publicPost<TokenPair>('/api/auth/signin', { email, password });

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  countryPhone: string;
  phone: string;
  language: Language;
  clinicHash?: string;
}

/** Answers the new user's id; an SMS code is on its way. */
export const signUp = (input: SignupInput) => publicPost<{ user: { user_id: string } }>('/api/auth/signup', input);

export const activateWithCode = (userId: string, code: string) =>
  publicPost<TokenPair>('/api/auth/activateWithCode', { userId, code });

export const sendActivationCode = (userId: string) => publicPost<{ ok: boolean }>('/api/auth/sendActivationCode', { userId });

export const sendEmailActivationCode = (userId: string) =>
  publicPost<{ ok: boolean }>('/api/auth/email-activation-code', { userId });

/** Revokes the refresh token's whole session on the server (204 also for unknown tokens). */
export const signOutOnServer = (refreshToken: string) => publicPost<void>('/api/auth/signout', { token: refreshToken });

export const sendReset = (email: string) => publicPost<{ ok: boolean }>('/api/auth/sendReset', { email });

export const resetPassword = (password: string, token: string) =>
  publicPost<{ ok: boolean }>('/api/auth/resetPassword', { password, token });

export const getSupportedPhoneNumbers = () =>
  apiFetch<SupportedPhoneNumber[]>('/api/supported-phone-numbers', { auth: false });

export interface InvitationCheck {
  email: string;
  firstName: string;
  lastName: string;
  centreName: string;
  role: string;
  status: string;
  userExists: boolean;
}

export const checkInvitation = (token: string) =>
  apiFetch<InvitationCheck>(`/api/invitations/${encodeURIComponent(token)}/check`, { auth: false });

export interface AcceptAsNewUser {
  firstName: string;
  lastName: string;
  password: string;
  language?: Language;
}

export type AcceptReply = { centre_fk: string } & Partial<TokenPair>;

/** New invitee: creates the account and answers tokens. */
export const acceptInvitationAsNewUser = (token: string, input: AcceptAsNewUser) =>
  apiFetch<AcceptReply>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body: input, auth: false });

/** Existing account: accepted with the bearer token of the signed-in invitee. */
export const acceptInvitationAsSignedInUser = (token: string) =>
  apiFetch<AcceptReply>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body: {} });
