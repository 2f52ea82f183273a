/**
 * Password reset (spec §4): a link is e-mailed, then the new password is set with the reset
 * token. Setting it bumps the token version (every access token dies at once) and revokes
 * every refresh token of the user.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { userSettings, users } from '../../db/schema';
import { badRequest } from '../../errors';
import { enqueueMessage } from '../outbox/enqueue';
import { normalizeEmail } from '../../../shared/validators/email';
import { assertPassword } from './accountFields';
import { kickOutbox } from '../outbox/outboxKick';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { consumeResetToken, issueResetToken } from './verificationCodes';

/** Queues the reset e-mail for a known address; unknown addresses are silently ignored. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: userSettings.language })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(sql`lower(${users.email}) = ${normalizeEmail(email)}`, isNull(users.deletedAt)));
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueResetToken(tx, user.id);
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: user.email,
      template: 'passwordReset',
      vars: { firstName: user.firstName, link: `${ctx.config.publicUrl}/users/reset-password/${token}` },
      language: user.language ?? 'de',
      userId: user.id,
    });
  });
  kickOutbox(ctx);
}

export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  assertPassword(password);
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, token);
    if (!userId) throw badRequest('invalidResetLink');
    const now = new Date();
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        // The link arrived by e-mail, so the address is proven.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: now,
      })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!updated) throw badRequest('invalidResetLink');
    await revokeAllSessions(tx, userId);
    return userId;
  });
  ctx.events.publish('sessions_revoked', { userId });
}
