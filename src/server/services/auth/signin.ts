/**
 * Sign-in. Unknown e-mail and wrong password answer the same body after the same argon2 work,
 * so accounts cannot be enumerated (security plan B4). The userId of an inactive account is
 * only revealed once its password was right (spec §4: the client then offers activation).
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { unauthorized } from '../../errors';
import type { TokenPair } from '../../../shared/api/contracts';
import { normalizeEmail } from '../../../shared/validators/email';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { startSession } from './sessions';

export async function signin(ctx: AppContext, email: string, password: string): Promise<TokenPair> {
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash, activatedAt: users.activatedAt, tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${normalizeEmail(email)}`, isNull(users.deletedAt)));
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    throw unauthorized('invalidCredentials');
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized('invalidCredentials');
  if (!user.activatedAt) throw unauthorized('userNotActivated', { userId: user.id });
  return startSession(ctx.db, ctx.tokens, user);
}
