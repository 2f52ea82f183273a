/**
 * A user's calendar palette in one centre: who may read and change it, and replacing it in one
 * transaction. Reading and rendering are in paletteRows.ts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { centreProviders, draggableEventLists, draggableEvents, services } from '../../db/schema';
import { forbidden, invalidFields, notFound, type FieldError } from '../../errors';
import { isManager, type AuthContext } from '../../access/accessRules';
import { isUuid } from '../../../shared/validators/uuid';
import type { Language } from '../../../shared/languages';
import type { DraggableEvents, DraggableEventsBody } from '../../../shared/api/draggableEvents';
import { loadPalette, type PaletteOwner } from './paletteRows';

/**
 * The palette of member `userId` of `centreId` for this caller: a user reads and edits their
 * own, owners and admins any member's. A user who is not a member of the centre is a 404 (like an
 * unknown id), a colleague's palette for a provider a 403.
 */
export async function paletteOwner(db: Db | Tx, auth: AuthContext, centreId: string, userId: string): Promise<PaletteOwner> {
  if (!isUuid(userId) || !auth.roles.some((r) => r.centreId === centreId)) throw notFound();
  const member = await forCentre(db, centreId).exists(centreProviders, eq(centreProviders.userId, userId));
  if (!member) throw notFound();
  if (userId !== auth.userId && !isManager(auth, centreId)) throw forbidden();
  return { centreId, userId };
}

const fieldError = (field: string, code: string): FieldError => ({ field, code, message: `errors.${code}` });

/** Checks each entry against the centre's services: the service exists here, the variant is its own, none twice. */
async function entryErrors(db: Tx, centreId: string, body: DraggableEventsBody): Promise<FieldError[]> {
  const ids = [...new Set(body.events.map((e) => e.serviceId).filter(isUuid))];
  const found = ids.length
    ? await forCentre(db, centreId)
        .select({ serviceId: services.serviceId, variants: services.variants })
        .from(services)
        .where(inArray(services.serviceId, ids))
    : [];
  const variantsOf = new Map(found.map((s) => [s.serviceId, new Set(s.variants.map((v) => v.variantId))]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  body.events.forEach((e, i) => {
    const variants = variantsOf.get(e.serviceId);
    if (!variants) errors.push(fieldError(`events.${i}.serviceId`, 'invalidReference'));
    else if (e.variantId && !variants.has(e.variantId)) errors.push(fieldError(`events.${i}.variantId`, 'invalidReference'));
    const key = `${e.serviceId}/${e.variantId ?? ''}`;
    if (seen.has(key)) errors.push(fieldError(`events.${i}`, 'duplicateValue'));
    seen.add(key);
  });
  return errors;
}

/** Replaces the palette with `body.events`, in their order, atomically; answers what is stored. */
export async function replacePalette(
  db: Db,
  auth: AuthContext,
  centreId: string,
  userId: string,
  body: DraggableEventsBody,
  language: Language,
): Promise<DraggableEvents> {
  return db.transaction(async (tx) => {
    const owner = await paletteOwner(tx, auth, centreId, userId);
    const errors = await entryErrors(tx, centreId, body);
    if (errors.length) throw invalidFields(errors);
    const scoped = forCentre(tx, centreId);
    // The upsert locks the list row, so two saves of the same palette run one after the other.
    await scoped
      .insert(draggableEventLists)
      .values({ userId })
      .onConflictDoUpdate({ target: [draggableEventLists.centreId, draggableEventLists.userId], set: { savedAt: sql`now()` } });
    await scoped.delete(draggableEvents).where(eq(draggableEvents.userId, userId));
    if (body.events.length) {
      await scoped
        .insert(draggableEvents)
        .values(body.events.map((e, position) => ({ userId, position, serviceId: e.serviceId, variantId: e.variantId ?? null })));
    }
    return loadPalette(tx, owner, language);
  });
}

/** Drops the centre's palette entries of `serviceId` whose variant is no longer among `variantIds` (service hooks). */
export async function dropRemovedVariants(db: Db | Tx, centreId: string, serviceId: string, variantIds: string[]): Promise<void> {
  const stale = variantIds.length
    ? sql`${draggableEvents.variantId} is not null and ${draggableEvents.variantId}::text not in (${sql.join(variantIds.map((v) => sql`${v}`), sql`, `)})`
    : sql`${draggableEvents.variantId} is not null`;
  await forCentre(db, centreId).delete(draggableEvents).where(and(eq(draggableEvents.serviceId, serviceId), stale));
}
