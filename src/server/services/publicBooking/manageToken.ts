/**
 * The "manage my booking" link of an online booking (issue 10 §3): /booking/manage/{token}.
 * The token is 32 random bytes, stored only as its sha256 in online_bookings. Chosen over an
 * HMAC-signed token because a stored one can be revoked or replaced per booking, needs no key
 * that must never rotate, and the link has to look the booking up anyway; the hash keeps a
 * leaked database from opening anyone's link.
 */
import { randomToken, sha256 } from '../auth/tokens';

export const MANAGE_PATH = '/booking/manage/';

export function newManageToken(): { token: string; hash: string } {
  const token = randomToken(32);
  return { token, hash: sha256(token) };
}

export const manageTokenHash = (token: string) => sha256(token);

export const manageUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}${MANAGE_PATH}${token}`;

/** A token as we issue them (base64url, 43 characters); anything else is an unknown link without a query. */
export const isManageToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
