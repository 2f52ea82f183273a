/** References of an appointment body, checked in the caller's centre (another centre's ids are invalid). */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { centres, contacts, roles, services } from '../../db/schema';
import { invalidFields, type FieldError } from '../../errors';
import { DEFAULT_TIME_ZONE } from '../../../shared/recurrence';

export async function checkReferences(db: Queryable, centreId: string, v: { resourceId?: unknown; contact_fk?: unknown; service_fk?: unknown }): Promise<void> {
  const scoped = forCentre(db, centreId);
  const errors: FieldError[] = [];
  const bad = (field: string) => errors.push({ field, code: 'invalidReference', message: 'errors.invalidReference' });
  // The therapist: a member of the centre (any role; owners treat clients too).
  if (typeof v.resourceId === 'string' && !(await scoped.exists(roles, eq(roles.userId, v.resourceId)))) bad('resourceId');
  if (typeof v.contact_fk === 'string' && !(await scoped.exists(contacts, eq(contacts.contactId, v.contact_fk)))) bad('contact_fk');
  if (typeof v.service_fk === 'string' && !(await scoped.exists(services, and(eq(services.serviceId, v.service_fk))))) bad('service_fk');
  if (errors.length > 0) throw invalidFields(errors);
}

/** The centre's IANA zone, whose wall clock appointment times are in. */
export async function centreTimeZone(db: Queryable, centreId: string): Promise<string> {
  const [row] = await db.select({ tz: centres.timezone }).from(centres).where(eq(centres.id, centreId));
  return row?.tz || DEFAULT_TIME_ZONE;
}
