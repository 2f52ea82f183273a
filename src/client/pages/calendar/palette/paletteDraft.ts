/**
 * The edited copy of a calendar palette: entries in order, the services and variants that can be
 * added, and the moves the edit dialog offers. Pure functions, so the dialog stays small.
 */
import type { DraggableEvent, DraggableEventRef } from '../../../../shared/api/draggableEvents';

/** A service as the services list answers it (the fields the palette needs). */
export interface PaletteService {
  id: string;
  name: string;
  duration: number;
  langDepData?: { langKey: string; name: string }[];
  variants?: { variantId?: string; name: string; duration?: number }[];
}

/** One row of the dialog: what is sent, and what is shown. */
export interface DraftEntry {
  serviceId: string;
  variantId: string | null;
  name: string;
  variantName: string | null;
  duration: number;
}

export const entryKey = (e: { serviceId: string; variantId?: string | null }) => `${e.serviceId}/${e.variantId ?? ''}`;

/** The service name in the interface language (langDepData), else its name; as the server does. */
export const serviceName = (s: PaletteService, language: string) => s.langDepData?.find((l) => l.langKey === language)?.name || s.name;

export const fromEvents = (events: DraggableEvent[]): DraftEntry[] =>
  events.map(({ serviceId, variantId, name, variantName, duration }) => ({ serviceId, variantId, name, variantName, duration }));

/** Every service and each of its variants, in the list's order, that is not chosen yet. */
export function addableEntries(services: PaletteService[], chosen: DraftEntry[], language: string): DraftEntry[] {
  const taken = new Set(chosen.map(entryKey));
  const all = services.flatMap((s) => {
    const name = serviceName(s, language);
    const own: DraftEntry = { serviceId: s.id, variantId: null, name, variantName: null, duration: s.duration };
    const variants = (s.variants ?? [])
      .filter((v) => v.variantId)
      .map((v) => ({ serviceId: s.id, variantId: v.variantId as string, name, variantName: v.name, duration: v.duration ?? s.duration }));
    return [own, ...variants];
  });
  return all.filter((e) => !taken.has(entryKey(e)));
}

/** Moves entry `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveEntry<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

export const toBody = (entries: DraftEntry[]): { events: DraggableEventRef[] } => ({
  events: entries.map((e) => (e.variantId ? { serviceId: e.serviceId, variantId: e.variantId } : { serviceId: e.serviceId })),
});

export const entryLabel = (e: { name: string; variantName: string | null }) => (e.variantName ? `${e.name} – ${e.variantName}` : e.name);
