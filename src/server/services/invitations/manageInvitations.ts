/**
 * Managers (OWNER, ADMIN) invite therapists and admins into their centre by e-mail (wording §4:
 * sent, resent, accepted, cancelled). The link carries a random token stored only as a hash;
 * a new invitation or a resend makes earlier links of that address useless.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { centres, invitations, roles, userSettings, users } from '../../db/schema';
import { HttpError, conflict, forbidden, invalidField, notFound } from '../../errors';
import { isManager, type AuthContext } from '../../access/accessRules';
import { enqueueMessage } from '../outbox/enqueue';
import { randomToken, sha256 } from '../auth/tokens';
import type { Invitation, InviteInput } from '../../../shared/api/invitations';
import { isValidEmail, normalizeEmail } from '../../../shared/validators/email';
import { INVITATION_TTL_MS, toInvitation } from './invitationView';

type InvitationRow = typeof invitations.$inferSelect;

export const invitationGone = (status: InvitationRow['status']): HttpError | null =>
  status === 'ACCEPTED'
    ? conflict('invitationAlreadyAccepted')
    : status === 'CANCELLED'
      ? new HttpError(410, 'invitationCancelled')
      : null;

/** Renders and queues the invitation e-mail in the inviter's language, with a fresh link. */
async function sendInvitationMail(ctx: AppContext, tx: Tx, row: InvitationRow, token: string, inviterId: string): Promise<void> {
  const [inviter] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, language: userSettings.language })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, inviterId));
  const [centre] = await tx.select({ name: centres.name }).from(centres).where(eq(centres.id, row.centreId));
  const inviterName = `${inviter?.firstName ?? ''} ${inviter?.lastName ?? ''}`.trim();
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: row.email,
    template: 'invitation',
    vars: {
      inviterName,
      centreName: centre?.name || inviterName,
      firstName: row.firstName,
      link: `${ctx.config.publicUrl}/users/accept-invitation?token=${token}`,
    },
    language: inviter?.language ?? 'de',
    centreId: row.centreId,
    userId: inviterId,
  });
}

export async function createInvitation(ctx: AppContext, inviterId: string, centreId: string, input: InviteInput): Promise<Invitation> {
  if (!isValidEmail(input.email)) throw invalidField('email', 'invalidEmail');
  return ctx.db.transaction(async (tx) => {
    const scoped = forCentre(tx, centreId);
    const [member] = await scoped
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(users, eq(users.id, roles.userId))
      .where(and(sql`lower(${users.email}) = ${normalizeEmail(input.email)}`, isNull(users.deletedAt)))
      .limit(1);
    if (member) throw conflict('alreadyMember');
    await scoped
      .update(invitations)
      .set({ status: 'CANCELLED' })
      .where(and(eq(invitations.status, 'SENT'), sql`lower(${invitations.email}) = ${normalizeEmail(input.email)}`));
    const token = randomToken(32);
    const [row] = await scoped
      .insert(invitations)
      .values({
        email: input.email,
        firstName: input.firstName?.trim() ?? '',
        lastName: input.lastName?.trim() ?? '',
        role: input.role,
        tokenHash: sha256(token),
        invitedBy: inviterId,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning();
    await sendInvitationMail(ctx, tx, row, token, inviterId);
    return toInvitation(row);
  });
}

export async function listInvitations(db: Db, centreId: string): Promise<Invitation[]> {
  const rows = await forCentre(db, centreId)
    .select()
    .from(invitations)
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(toInvitation);
}

/**
 * The invitation, if the caller manages its centre. Route access rules cannot express "the
 * centre of this invitation", so the tenant check happens here: other centres' invitations
 * answer 404 exactly like unknown ids; members without a manager role get 403.
 */
export async function loadManagedInvitation(tx: Db | Tx, auth: AuthContext, invitationId: string): Promise<InvitationRow> {
  const [row] = await tx
    .select()
    .from(acrossCentres(invitations, 'finding the centre of an invitation reached by its id, for the access check'))
    .where(eq(invitations.id, invitationId))
    .for('update');
  if (!row || !auth.roles.some((r) => r.centreId === row.centreId)) throw notFound('invitationNotFound');
  if (!isManager(auth, row.centreId)) throw forbidden();
  return row;
}

export async function resendInvitation(ctx: AppContext, auth: AuthContext, invitationId: string): Promise<Invitation> {
  return ctx.db.transaction(async (tx) => {
    const row = await loadManagedInvitation(tx, auth, invitationId);
    const gone = invitationGone(row.status);
    if (gone) throw gone;
    const token = randomToken(32);
    const [updated] = await forCentre(tx, row.centreId)
      .update(invitations)
      .set({ tokenHash: sha256(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
      .where(eq(invitations.id, row.id))
      .returning();
    await sendInvitationMail(ctx, tx, updated, token, auth.userId);
    return toInvitation(updated);
  });
}

export async function cancelInvitation(ctx: AppContext, auth: AuthContext, invitationId: string): Promise<Invitation> {
  return ctx.db.transaction(async (tx) => {
    const row = await loadManagedInvitation(tx, auth, invitationId);
    if (row.status === 'ACCEPTED') throw conflict('invitationAlreadyAccepted');
    if (row.status === 'CANCELLED') return toInvitation(row);
    const [updated] = await forCentre(tx, row.centreId).update(invitations).set({ status: 'CANCELLED' }).where(eq(invitations.id, row.id)).returning();
    return toInvitation(updated);
  });
}
