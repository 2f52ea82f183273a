/**
 * The invitee's side: check the link, then accept it. A new person gets an account that is
 * activated at once (the e-mailed link proves the address); a person who already has an account
 * must be signed in as that account, and only gains the role.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { bookingCentres, centreProviders, centres, invitations, roles, userSettings, users } from '../../db/schema';
import { HttpError, conflict, invalidFields, notFound, unauthorized } from '../../errors';
import { checkAccountFields, isUniqueViolation } from '../auth/accountFields';
import { hashPassword } from '../auth/passwords';
import { startSession } from '../auth/sessions';
import { sha256, type TokenService } from '../auth/tokens';
import type { TokenPair } from '../../../shared/api/auth';
import type { AcceptInput, AcceptReply, InvitationCheck } from '../../../shared/api/invitations';
import type { Language } from '../../../shared/languages';
import { normalizeEmail } from '../../../shared/validators/email';
import { invitationGone } from './manageInvitations';

type InvitationRow = typeof invitations.$inferSelect;

/** The open invitation behind a link token, or the error the invitee should see. */
async function openInvitation(db: Db | Tx, token: string, lock: boolean): Promise<InvitationRow> {
  const byToken = acrossCentres(invitations, 'an invitation link names only its token; the row says the centre');
  const query = db.select().from(byToken).where(eq(invitations.tokenHash, sha256(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('invitationNotFound');
  const gone = invitationGone(row.status);
  if (gone) throw gone;
  if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(410, 'invitationExpired');
  return row;
}

async function userByEmail(db: Db | Tx, email: string) {
  const [user] = await db
    .select({ id: users.id, tokenVersion: users.tokenVersion, activatedAt: users.activatedAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user ?? null;
}

export async function checkInvitation(db: Db, token: string): Promise<InvitationCheck> {
  const row = await openInvitation(db, token, false);
  const [centre] = await db.select({ name: centres.name }).from(centres).where(eq(centres.id, row.centreId));
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    centreName: centre?.name ?? '',
    role: row.role,
    status: row.status,
    userExists: (await userByEmail(db, row.email)) !== null,
  };
}

async function joinCentre(tx: Tx, row: InvitationRow, userId: string): Promise<void> {
  const scoped = forCentre(tx, row.centreId);
  await scoped.insert(roles).values({ userId, name: row.role }).onConflictDoNothing();
  // A former member coming back finds their kept provider record, active again.
  const [membership] = await scoped
    .insert(centreProviders)
    .values({ userId, permission: [{}] })
    .onConflictDoUpdate({ target: [centreProviders.centreId, centreProviders.userId], set: { active: true, updatedAt: sql`now()` } })
    // xmax is 0 for a row this statement inserted, not for one it updated.
    .returning({ isNew: sql<boolean>`xmax = 0` });
  // A new member is bookable online here by default (issue 10 §4); one coming back keeps their choice.
  if (membership?.isNew) await scoped.insert(bookingCentres).values({ userId }).onConflictDoNothing();
  // Compare-and-set: of two parallel accepts only one gets here with the row still SENT.
  const [accepted] = await scoped
    .update(invitations)
    .set({ status: 'ACCEPTED', acceptedBy: userId })
    .where(and(eq(invitations.id, row.id), eq(invitations.status, 'SENT')))
    .returning({ id: invitations.id });
  if (!accepted) throw conflict('invitationAlreadyAccepted');
}

/** Existing account: the caller must be signed in as exactly that account. */
async function acceptAsExistingUser(ctx: AppContext, token: string, bearer: string | undefined): Promise<{ centre_fk: string }> {
  return ctx.db.transaction(async (tx) => {
    const row = await openInvitation(tx, token, true);
    const user = await userByEmail(tx, row.email);
    if (!user) throw notFound('userNotFound');
    if (!bearer) throw new HttpError(403, 'invitationWrongUser');
    const claims = await verifyBearer(ctx.tokens, bearer);
    if (claims.sub !== user.id) throw new HttpError(403, 'invitationWrongUser');
    if (claims.tv !== user.tokenVersion) throw unauthorized();
    if (!user.activatedAt) throw new HttpError(403, 'userNotActivated');
    await joinCentre(tx, row, user.id);
    return { centre_fk: row.centreId };
  });
}

async function verifyBearer(tokens: TokenService, bearer: string) {
  const claims = await tokens.verifyAccess(bearer);
  // An expired or broken token is a 401, so the client refreshes it and retries.
  if (!claims) throw unauthorized();
  return claims;
}

function requireNewAccountFields(input: AcceptInput): { password: string; firstName: string; lastName: string } {
  const missing = (['password', 'firstName', 'lastName'] as const).filter((f) => input[f] === undefined);
  if (missing.length) throw invalidFields(missing.map((field) => ({ field, code: 'required', message: 'errors.required' })));
  return { password: input.password!, firstName: input.firstName!.trim(), lastName: input.lastName!.trim() };
}

async function acceptAsNewUser(ctx: AppContext, token: string, input: AcceptInput, language: Language): Promise<TokenPair & { centre_fk: string }> {
  const fields = requireNewAccountFields(input);
  const { e164 } = checkAccountFields(
    { password: fields.password, countryPhone: input.countryPhone, phone: input.phone },
    { smsRequired: false },
  );
  const passwordHash = await hashPassword(fields.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await openInvitation(tx, token, true);
      const now = new Date();
      const [user] = await tx
        .insert(users)
        .values({
          email: row.email,
          passwordHash,
          firstName: fields.firstName,
          lastName: fields.lastName,
          countryPhone: e164 ? (input.countryPhone ?? '') : '',
          phone: e164 ?? '',
          activatedAt: now,
          emailVerifiedAt: now,
        })
        .returning({ id: users.id, tokenVersion: users.tokenVersion });
      await tx.insert(userSettings).values({ userId: user.id, language: input.language ?? language, activeCentreId: row.centreId });
      await joinCentre(tx, row, user.id);
      return { ...(await startSession(tx, ctx.tokens, user)), centre_fk: row.centreId };
    });
  } catch (err) {
    // Someone created an account with this address since the check: accept as that account instead.
    if (isUniqueViolation(err)) throw conflict('accountExists');
    throw err;
  }
}

export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  input: AcceptInput,
  opts: { bearer?: string; language: Language },
): Promise<AcceptReply> {
  const row = await openInvitation(ctx.db, token, false);
  const existing = await userByEmail(ctx.db, row.email);
  return existing ? acceptAsExistingUser(ctx, token, opts.bearer) : acceptAsNewUser(ctx, token, input, opts.language);
}
