/**
 * The steps of the booking page and what each shows, as pure functions of the practice's public
 * profile: services grouped by category, the therapists of a service (the link's therapist
 * first), and when the therapist step can be left out (one therapist offers the service).
 */
import type { PublicCentre, PublicService, PublicTherapist } from '../../../shared/api/publicBooking';

export type Step = 'service' | 'therapist' | 'day' | 'details' | 'code' | 'done' | 'waitlist';

export interface ServiceGroup {
  /** null: services without a category, listed last. */
  categoryId: string | null;
  name: string | null;
  services: PublicService[];
}

export function servicesByCategory(centre: PublicCentre): ServiceGroup[] {
  const groups: ServiceGroup[] = centre.categories.map((c) => ({ categoryId: c.categoryId, name: c.name, services: [] }));
  const other: ServiceGroup = { categoryId: null, name: null, services: [] };
  for (const s of centre.services) (groups.find((g) => g.categoryId === s.categoryId) ?? other).services.push(s);
  return [...groups, other].filter((g) => g.services.length > 0);
}

/** The therapists offering the service, the one of the booking link first. */
export function therapistsFor(centre: PublicCentre, serviceId: string, preferred: string | null): PublicTherapist[] {
  const service = centre.services.find((s) => s.serviceId === serviceId);
  if (!service) return [];
  const offering = centre.therapists.filter((t) => service.providerIds.includes(t.providerId));
  const first = offering.filter((t) => t.providerId === preferred);
  return [...first, ...offering.filter((t) => t.providerId !== preferred)];
}

/** After the service: the therapist step, or straight to the days when only one therapist offers it. */
export function afterService(centre: PublicCentre, serviceId: string): { step: Step; providerId: string | null } {
  const therapists = therapistsFor(centre, serviceId, null);
  return therapists.length === 1 ? { step: 'day', providerId: therapists[0].providerId } : { step: 'therapist', providerId: null };
}

export const therapistName = (t: Pick<PublicTherapist, 'firstName' | 'lastName'>) => `${t.firstName} ${t.lastName}`.trim();

/** Duration in minutes as "60 min" / "1 h 30 min" style parts, for the translation's placeholders. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
