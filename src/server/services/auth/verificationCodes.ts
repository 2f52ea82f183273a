/**
 * One-time secrets in verification_codes, stored only as hashes:
 *  - 6-digit activation codes (SMS or e-mail), 15 minutes, at most 5 wrong guesses;
 *  - password-reset tokens (random, 256 bit), 1 hour, single use.
 * A new secret of a purpose replaces the older ones of that purpose for the user.
 */
import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { numericCode, randomToken, sha256 } from './tokens';

export const ACTIVATION_CODE_TTL_MS = 15 * 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

type ActivationPurpose = 'sms_activation' | 'email_activation';
const ACTIVATION_PURPOSES: ActivationPurpose[] = ['sms_activation', 'email_activation'];

// Codes are salted with the user id so equal codes of different users hash differently.
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

async function retire(tx: Db | Tx, userId: string, purpose: ActivationPurpose | 'password_reset'): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ expiresAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    );
}

export async function issueActivationCode(tx: Db | Tx, userId: string, purpose: ActivationPurpose): Promise<string> {
  await retire(tx, userId, purpose);
  const code = numericCode(6);
  await tx.insert(verificationCodes).values({
    userId,
    purpose,
    codeHash: codeHash(userId, code),
    expiresAt: new Date(Date.now() + ACTIVATION_CODE_TTL_MS),
  });
  return code;
}

/**
 * Checks a code against the user's live SMS and e-mail codes. The rows are locked, so parallel
 * guesses are counted one after the other. A wrong guess counts against every live code.
 */
export async function consumeActivationCode(tx: Tx, userId: string, code: string): Promise<ActivationPurpose | null> {
  const live = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        inArray(verificationCodes.purpose, ACTIVATION_PURPOSES),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .for('update');
  const presented = Buffer.from(codeHash(userId, code));
  const match = live.find((row) => crypto.timingSafeEqual(Buffer.from(row.codeHash), presented));
  if (match) {
    await tx.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, match.id));
    return match.purpose as ActivationPurpose;
  }
  if (live.length > 0) {
    await tx
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(inArray(verificationCodes.id, live.map((r) => r.id)));
  }
  return null;
}

export async function issueResetToken(tx: Db | Tx, userId: string): Promise<string> {
  await retire(tx, userId, 'password_reset');
  const token = randomToken(32);
  await tx.insert(verificationCodes).values({
    userId,
    purpose: 'password_reset',
    codeHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** Marks a live reset token used and answers its user, or null for unknown/used/expired tokens. */
export async function consumeResetToken(tx: Tx, token: string): Promise<string | null> {
  const [row] = await tx
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.codeHash, sha256(token)),
        eq(verificationCodes.purpose, 'password_reset'),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: verificationCodes.userId });
  return row?.userId ?? null;
}
