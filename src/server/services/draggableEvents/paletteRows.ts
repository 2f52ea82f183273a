/**
 * Reading a calendar palette: the saved entries joined with their services, or the default
 * (the services assigned to the user), turned into what the calendar renders.
 */
import { sortText } from '../../db/sortText';
import { asc, eq, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { draggableEventLists, draggableEvents, serviceCategories, services } from '../../db/schema';
import type { Language } from '../../../shared/languages';
import { MAX_DRAGGABLE_EVENTS, type DraggableEvent, type DraggableEvents } from '../../../shared/api/draggableEvents';
import { serviceNameIn } from '../../../shared/displayNames';

/** Whose palette: a user (member) of a centre. */
export interface PaletteOwner {
  centreId: string;
  userId: string;
}

const serviceColumns = {
  serviceId: services.serviceId,
  name: services.name,
  langDepData: services.langDepData,
  variants: services.variants,
  duration: services.duration,
  ppu: services.ppu,
  onlineBooking: services.onlineBooking,
  colour: serviceCategories.colour,
};

interface ServiceRow {
  serviceId: string;
  name: string;
  langDepData: { langKey: string; name: string }[];
  variants: { variantId?: string; name: string; duration?: number; ppu?: number }[];
  duration: number;
  ppu: number;
  onlineBooking: boolean;
  colour: string | null;
}

/**
 * The entry as rendered, or null when its variant no longer exists (a variant removed by an
 * update that bypassed the service hooks must not show as a dangling entry).
 */
export function renderEntry(service: ServiceRow, variantId: string | null, language: Language): DraggableEvent | null {
  const variant = variantId ? service.variants.find((v) => v.variantId === variantId) : undefined;
  if (variantId && !variant) return null;
  const name = serviceNameIn(service, language);
  return {
    serviceId: service.serviceId,
    variantId: variant ? variantId : null,
    name,
    variantName: variant?.name ?? null,
    duration: variant?.duration ?? service.duration,
    ppu: variant?.ppu ?? service.ppu,
    onlineBooking: service.onlineBooking,
    colour: service.colour ?? null,
  };
}

/** Services of the centre assigned to the user (resourceIds), in the service list's order (name). */
async function defaultEntries(db: Db | Tx, owner: PaletteOwner, language: Language): Promise<DraggableEvent[]> {
  const rows = await forCentre(db, owner.centreId)
    .select(serviceColumns)
    .from(services)
    .leftJoin(serviceCategories, eq(serviceCategories.serviceCategoryId, services.categoryFk))
    .where(sql`${services.resourceIds} @> ${JSON.stringify([owner.userId])}::jsonb`)
    .orderBy(sortText(services.name), asc(services.serviceId))
    .limit(MAX_DRAGGABLE_EVENTS);
  return rows.map((r) => renderEntry(r, null, language)).filter((e): e is DraggableEvent => e !== null);
}

export async function loadPalette(db: Db | Tx, owner: PaletteOwner, language: Language): Promise<DraggableEvents> {
  const scoped = forCentre(db, owner.centreId);
  const [list] = await scoped
    .select({ savedAt: draggableEventLists.savedAt })
    .from(draggableEventLists)
    .where(eq(draggableEventLists.userId, owner.userId));
  if (!list) return { saved: false, events: await defaultEntries(db, owner, language) };
  // The scoped joins keep services and categories inside the centre even for a stray row.
  const rows = await scoped
    .select({ ...serviceColumns, variantId: draggableEvents.variantId })
    .from(draggableEvents)
    .innerJoin(services, eq(services.serviceId, draggableEvents.serviceId))
    .leftJoin(serviceCategories, eq(serviceCategories.serviceCategoryId, services.categoryFk))
    .where(eq(draggableEvents.userId, owner.userId))
    .orderBy(asc(draggableEvents.position));
  const events = rows.map((r) => renderEntry(r, r.variantId, language)).filter((e): e is DraggableEvent => e !== null);
  return { saved: true, events };
}
