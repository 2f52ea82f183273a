/**
 * Account activation by the 6-digit code sent by SMS at sign-up, or by e-mail on request.
 * A correct code activates the account and starts a session.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { userSettings, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { enqueueMessage } from '../outbox/enqueue';
import type { TokenPair } from '../../../shared/api/contracts';
import { startSession } from './sessions';
import { consumeActivationCode, issueActivationCode } from './verificationCodes';

export interface PendingUser {
  id: string;
  email: string;
  phone: string;
  firstName: string;
  language: string;
}

/** The not yet activated user, or 404 `userNotFound` / 409 `userAlreadyActivated`. */
export async function findPendingUser(db: Db, userId: string): Promise<PendingUser> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      activatedAt: users.activatedAt,
      language: userSettings.language,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw notFound('userNotFound');
  if (row.activatedAt) throw conflict('userAlreadyActivated');
  return { id: row.id, email: row.email, phone: row.phone, firstName: row.firstName, language: row.language ?? 'de' };
}

/** Queues a fresh code (replacing the previous one of that channel) by SMS or e-mail. */
export async function sendActivationCode(ctx: AppContext, user: PendingUser, channel: 'sms' | 'email'): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const code = await issueActivationCode(tx, user.id, channel === 'sms' ? 'sms_activation' : 'email_activation');
    await enqueueMessage(tx, {
      channel,
      recipient: channel === 'sms' ? user.phone : user.email,
      template: channel === 'sms' ? 'activationCode' : 'emailActivationCode',
      vars: { code, firstName: user.firstName },
      language: user.language,
      userId: user.id,
    });
  });
}

type ActivationOutcome = { ok: true; pair: TokenPair } | { ok: false };

export async function activateWithCode(ctx: AppContext, userId: string, code: string): Promise<TokenPair> {
  // A wrong guess must be counted even though the caller gets a 400, so the transaction
  // answers an outcome and the error is thrown after the commit.
  const outcome = await ctx.db.transaction(async (tx): Promise<ActivationOutcome> => {
    const [user] = await tx
      .select({ id: users.id, activatedAt: users.activatedAt, tokenVersion: users.tokenVersion })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw notFound('userNotFound');
    if (user.activatedAt) throw conflict('userAlreadyActivated');
    const purpose = await consumeActivationCode(tx, user.id, code);
    if (!purpose) return { ok: false };
    const now = new Date();
    await tx
      .update(users)
      .set({ activatedAt: now, updatedAt: now, ...(purpose === 'email_activation' ? { emailVerifiedAt: now } : {}) })
      .where(eq(users.id, user.id));
    return { ok: true, pair: await startSession(tx, ctx.tokens, user) };
  });
  if (!outcome.ok) throw badRequest('invalidCode');
  return outcome.pair;
}
