/**
 * The SMS code that proves a patient holds the phone they book with (issue 10 §3): 6 digits,
 * stored only as a hash, 15 minutes, at most 5 wrong guesses, single use. A new code retires the
 * phone's older live ones. The patient has no account, so codes are keyed by the E.164 number;
 * the public booking and the waitlist consume them inside their own transactions.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { phoneVerificationCodes } from '../../db/schema';
import { invalidField } from '../../errors';
import { enqueueMessage } from '../outbox/enqueue';
import { numericCode, sha256 } from '../auth/tokens';
import { checkPhone } from '../../../shared/validators/phone';
import type { Language } from '../../../shared/languages';

export const PHONE_CODE_TTL_MS = 15 * 60_000;
export const MAX_PHONE_CODE_ATTEMPTS = 5;

export interface PhoneInput {
  countryPhone: string;
  phone: string;
}

/** The E.164 form of a phone the patient typed, or null when it is no valid number. */
export function e164Of(input: PhoneInput): string | null {
  const checked = checkPhone(input.countryPhone, input.phone);
  return checked.ok ? checked.e164 : null;
}

/** The E.164 form of an SMS-reachable phone, or 400 invalidPhone (a code costs an SMS: no premium numbers abroad). */
export function smsPhoneOf(input: PhoneInput): string {
  const checked = checkPhone(input.countryPhone, input.phone);
  if (!checked.ok || !checked.smsSupported) throw invalidField('phone', 'invalidPhone');
  return checked.e164;
}

// Salted with the number, so equal codes of different phones hash differently.
const codeHash = (e164: string, code: string) => sha256(`${e164}:${code}`);

/**
 * Issues a fresh code for the phone and queues its SMS in the caller's transaction (sent only if
 * it commits). Answers nothing about whether the phone belongs to anyone.
 */
export async function issuePhoneCode(tx: Db | Tx, input: PhoneInput, language: Language): Promise<void> {
  const phone = smsPhoneOf(input);
  const now = new Date(Date.now());
  await tx
    .update(phoneVerificationCodes)
    .set({ expiresAt: now })
    .where(and(eq(phoneVerificationCodes.phone, phone), isNull(phoneVerificationCodes.usedAt), gt(phoneVerificationCodes.expiresAt, now)));
  const code = numericCode(6);
  await tx.insert(phoneVerificationCodes).values({ phone, codeHash: codeHash(phone, code), expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS) });
  await enqueueMessage(tx, { channel: 'sms', recipient: phone, template: 'bookingPhoneCode', vars: { code }, language });
}

/**
 * True when `code` is the phone's live code, which is then used up. The live rows are locked, so
 * parallel guesses count one after the other; a wrong guess counts against them. Call it in the
 * transaction that writes what the code allows, so a booking refused later (slot taken) rolls
 * the use back and the patient may try another time with the same code. On false, COMMIT that
 * transaction (answer an outcome, throw invalidCode after it) or the wrong guess is not counted.
 */
export async function consumePhoneCode(tx: Tx, input: PhoneInput, code: string): Promise<boolean> {
  const phone = e164Of(input);
  if (!phone || !/^\d{6}$/.test(code)) return false;
  const now = new Date(Date.now());
  const live = await tx
    .select()
    .from(phoneVerificationCodes)
    .where(
      and(
        eq(phoneVerificationCodes.phone, phone),
        isNull(phoneVerificationCodes.usedAt),
        gt(phoneVerificationCodes.expiresAt, now),
        lt(phoneVerificationCodes.attempts, MAX_PHONE_CODE_ATTEMPTS),
      ),
    )
    .for('update');
  const presented = Buffer.from(codeHash(phone, code));
  const match = live.find((row) => crypto.timingSafeEqual(Buffer.from(row.codeHash), presented));
  if (match) {
    await tx.update(phoneVerificationCodes).set({ usedAt: now }).where(eq(phoneVerificationCodes.id, match.id));
    return true;
  }
  if (live.length > 0) {
    await tx
      .update(phoneVerificationCodes)
      .set({ attempts: sql`${phoneVerificationCodes.attempts} + 1` })
      .where(and(eq(phoneVerificationCodes.phone, phone), isNull(phoneVerificationCodes.usedAt), gt(phoneVerificationCodes.expiresAt, now)));
  }
  return false;
}
