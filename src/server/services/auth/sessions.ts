/**
 * Access + refresh token pairs. Refresh tokens are opaque random strings stored only as SHA-256,
 * grouped in families (one family per sign-in). Each refresh marks the presented token used and
 * issues the next one of the family; presenting a used or revoked token revokes the whole family
 * (ASVS 10.4.5, security plan B8). A family ends absolutely `refreshTtlSec` after sign-in.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { unauthorized } from '../../errors';
import type { TokenPair } from '../../../shared/api/contracts';
import { randomToken, sha256, type TokenService } from './tokens';
import type { DomainEventBus } from '../../events/bus';

interface SessionUser {
  id: string;
  tokenVersion: number;
}

async function insertRefreshToken(tx: Db | Tx, userId: string, familyId: string, expiresAt: Date): Promise<string> {
  const token = randomToken(32);
  await tx.insert(refreshTokens).values({ userId, familyId, tokenHash: sha256(token), expiresAt });
  return token;
}

async function pair(tokens: TokenService, user: SessionUser, familyId: string, refreshToken: string): Promise<TokenPair> {
  const signInToken = await tokens.signAccess({ sub: user.id, tv: user.tokenVersion, sid: familyId });
  return { signInToken, refreshToken, expiresIn: tokens.accessTtlSec };
}

/** A new session (new refresh family), for sign-in, activation and invitation acceptance. */
export async function startSession(tx: Db | Tx, tokens: TokenService, user: SessionUser): Promise<TokenPair> {
  const expiresAt = new Date(Date.now() + tokens.refreshTtlSec * 1000);
  const familyId = crypto.randomUUID();
  const refreshToken = await insertRefreshToken(tx, user.id, familyId, expiresAt);
  return pair(tokens, user, familyId, refreshToken);
}

type RotateOutcome = { ok: true; pair: TokenPair } | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'inactiveUser' };

/** Exchanges a refresh token for a new pair; any failure is a 401 `invalidRefreshToken`. */
export async function rotateSession(db: Db, tokens: TokenService, presented: string): Promise<TokenPair> {
  // The revocation on reuse must commit even though the caller gets a 401, so the
  // transaction returns an outcome and the error is thrown after it.
  const outcome = await db.transaction(async (tx): Promise<RotateOutcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.usedAt || row.revokedAt) {
      await revokeFamily(tx, row.familyId);
      return { ok: false, reason: 'reused' };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    const [user] = await tx
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt), sql`${users.activatedAt} is not null`));
    if (!user) {
      await revokeFamily(tx, row.familyId);
      return { ok: false, reason: 'inactiveUser' };
    }
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const next = await insertRefreshToken(tx, user.id, row.familyId, row.expiresAt);
    return { ok: true, pair: await pair(tokens, user, row.familyId, next) };
  });
  if (!outcome.ok) throw unauthorized('invalidRefreshToken');
  return outcome.pair;
}

export async function revokeFamily(tx: Db | Tx, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Sign-out (security plan B9): revokes the whole family of the presented refresh token, so a
 * copy of it (or of any earlier token of that session) cannot be used later. Unknown tokens are
 * ignored, so the call cannot tell which tokens exist.
 */
export async function endSession(db: Db, presented: string, bus: DomainEventBus): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  if (!row) return;
  await revokeFamily(db, row.familyId);
  // The session's live sockets close too (src/server/realtime).
  bus.publish('sessions_revoked', { userId: row.userId, sessionId: row.familyId });
}

/** Ends every session of a user (password reset, deletion). */
export async function revokeAllSessions(tx: Db | Tx, userId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
