/** Auth and invitation calls (spec §7 "Auth"); all unauthenticated except accepting as an existing user. */
import type { SignupInput, SignupReply, SupportedPhoneNumbers, TokenPair } from '../../shared/api/auth';
import type { AcceptInput, AcceptReply, InvitationCheck } from '../../shared/api/invitations';
import { apiFetch } from './http';

const publicPost = <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'POST', body, auth: false });

export const signIn = (email: string, password: string) => publicPost<TokenPair>('/api/auth/signin', { email, password });

/** Answers the new user's id; an SMS code is on its way. */
export const signUp = (input: SignupInput) => publicPost<SignupReply>('/api/auth/signup', input);

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
  apiFetch<SupportedPhoneNumbers>('/api/supported-phone-numbers', { auth: false });

export const checkInvitation = (token: string) =>
  apiFetch<InvitationCheck>(`/api/invitations/${encodeURIComponent(token)}/check`, { auth: false });

/** A new invitee sends at least the names and a password (the server answers 400 `required` otherwise). */
export type AcceptAsNewUser = AcceptInput & Required<Pick<AcceptInput, 'firstName' | 'lastName' | 'password'>>;

/** New invitee: creates the account and answers tokens. */
export const acceptInvitationAsNewUser = (token: string, input: AcceptAsNewUser) =>
  apiFetch<AcceptReply>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body: input, auth: false });

/** Existing account: accepted with the bearer token of the signed-in invitee. */
export const acceptInvitationAsSignedInUser = (token: string) =>
  apiFetch<AcceptReply>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body: {} });
