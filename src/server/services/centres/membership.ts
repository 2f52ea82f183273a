/**
 * Team management: a member's role (ADMIN <-> PROVIDER) and leaving or being removed from a
 * practice. Roles are read per request (plugins/access.ts), so both take effect on the caller's
 * next request. The owner's role is not changed here and the owner is never removed.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { acrossCentres, forCentre, type CentreScope } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { centreProviders, centreSettings, googleCalendarAccounts, googleCalendarLinks, invitations, roles, userSettings, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AuthContext, RoleName } from '../../access/accessRules';
import { canChangeMemberRole, canRemoveMember } from '../../../shared/membership';
import { actorOf, recordAudit } from '../audit/recordAudit';
import type { CalendarAccount, CalendarLink } from '../googleCalendar/service';
import { publishAfterCommit, type DomainEventBus } from '../../events/bus';

interface Member {
  providerId: string;
  userId: string;
  email: string;
  roles: RoleName[];
}

/** A current member of the centre by provider record id; a former member or another centre's id is a 404. */
async function loadMember(scoped: CentreScope, providerId: string): Promise<Member> {
  const [cp] = await scoped
    .select({ id: centreProviders.id, userId: centreProviders.userId, email: users.email })
    .from(centreProviders)
    .innerJoin(users, eq(users.id, centreProviders.userId))
    .where(eq(centreProviders.id, providerId));
  if (!cp) throw notFound();
  // Locks the member's roles, so two parallel changes of one member run one after the other.
  const held = await scoped.select({ name: roles.name }).from(roles).where(eq(roles.userId, cp.userId)).for('update');
  if (held.length === 0) throw notFound();
  return { providerId: cp.id, userId: cp.userId, email: cp.email, roles: held.map((r) => r.name) };
}

const rolesIn = (auth: AuthContext, centreId: string): RoleName[] => auth.roles.filter((r) => r.centreId === centreId).map((r) => r.name);

/** Owner only (route access): gives a member the ADMIN or PROVIDER role in place of the other. */
export async function changeMemberRole(db: Db, auth: AuthContext, centreId: string, providerId: string, role: RoleName): Promise<void> {
  await db.transaction(async (tx) => {
    const scoped = forCentre(tx, centreId);
    const member = await loadMember(scoped, providerId);
    if (member.userId === auth.userId) throw badRequest('ownRoleNotChangeable');
    if (role === 'OWNER' || member.roles.includes('OWNER')) throw badRequest('ownerRoleNotChangeable');
    if (!canChangeMemberRole(rolesIn(auth, centreId), auth.userId, member)) throw forbidden();
    if (member.roles.length === 1 && member.roles[0] === role) return;
    await scoped.delete(roles).where(and(eq(roles.userId, member.userId), inArray(roles.name, ['ADMIN', 'PROVIDER'])));
    await scoped.insert(roles).values({ userId: member.userId, name: role });
    await recordAudit(tx, { ...actorOf(auth, centreId), centreId, action: 'update', objectType: 'centreProvider', objectId: member.providerId, detail: { fields: ['role'], role } });
  });
}

/** Who may remove whom: the shared rule (src/shared/membership.ts), with its own code for the owner. */
function checkRemoval(auth: AuthContext, centreId: string, member: Member): void {
  if (member.roles.includes('OWNER')) throw conflict('ownerCannotBeDeleted');
  if (!canRemoveMember(rolesIn(auth, centreId), auth.userId, member)) throw forbidden();
}

/** The Google Calendar connection of the member's provider record, read before it is deleted. */
interface CalendarToStop {
  account: CalendarAccount;
  links: CalendarLink[];
}

/**
 * Removes a member from the practice in one transaction: their roles go (access ends with the
 * next request), the provider record stays, inactive, because appointments and invoices refer to
 * it; open invitations to them, their Google Calendar connection and busy time for this practice,
 * the practice's booking preselection of them and their session's active practice are cleared.
 * Returns the Google connection whose channels and grant are to be stopped at Google afterwards.
 */
export async function removeMember(db: Db, auth: AuthContext, centreId: string, providerId: string, bus: DomainEventBus): Promise<CalendarToStop | null> {
  return publishAfterCommit(bus, (events) => db.transaction(async (tx) => {
    const scoped = forCentre(tx, centreId);
    const member = await loadMember(scoped, providerId);
    checkRemoval(auth, centreId, member);
    await scoped.delete(roles).where(eq(roles.userId, member.userId));
    await scoped.update(centreProviders).set({ active: false, updatedAt: sql`now()` }).where(eq(centreProviders.id, member.providerId));
    await scoped
      .update(invitations)
      .set({ status: 'CANCELLED' })
      .where(and(eq(invitations.status, 'SENT'), sql`lower(${invitations.email}) = lower(${member.email})`));
    const calendar = await detachCalendar(scoped, member.providerId);
    await scoped.update(centreSettings).set({ preselectedProviderId: null }).where(eq(centreSettings.preselectedProviderId, member.userId));
    await switchActiveCentre(tx, member.userId, centreId);
    await recordAudit(tx, {
      ...actorOf(auth, centreId),
      centreId,
      action: 'delete',
      objectType: 'centreProvider',
      objectId: member.providerId,
      detail: { fields: ['role'], self: member.userId === auth.userId },
    });
    // Their live sockets leave the centre's room (src/server/realtime).
    events.add('membership_ended', { centreId, userId: member.userId });
    return calendar;
  }));
}

/** Deletes the provider's Google account row (links and busy blocks go with it by cascade). */
async function detachCalendar(scoped: CentreScope, providerId: string): Promise<CalendarToStop | null> {
  const [account] = await scoped.select().from(googleCalendarAccounts).where(eq(googleCalendarAccounts.providerId, providerId));
  if (!account) return null;
  const links = await scoped.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.calendarInfoId, account.id));
  await scoped.delete(googleCalendarAccounts).where(eq(googleCalendarAccounts.id, account.id));
  return { account, links };
}

/** A session that pointed at the left practice moves to the member's oldest other practice, or none. */
async function switchActiveCentre(tx: Tx, userId: string, leftCentreId: string): Promise<void> {
  const [other] = await tx
    .select({ centreId: roles.centreId })
    .from(acrossCentres(roles, "the leaving member's other centres, for their active centre"))
    .where(and(eq(roles.userId, userId), ne(roles.centreId, leftCentreId)))
    .orderBy(asc(roles.createdAt), asc(roles.centreId))
    .limit(1);
  await tx
    .update(userSettings)
    .set({ activeCentreId: other?.centreId ?? null })
    .where(and(eq(userSettings.userId, userId), eq(userSettings.activeCentreId, leftCentreId)));
}
