/**
 * PATCH /api/appointments/{id}/change-booking (behaviour.md §7): the booked service of this
 * appointment changes. The spec shows no payload; Kura's: `{service_fk, keepTimes?}`. The
 * appointment takes the new service's duration (from its start) and buffers, as the create
 * dialog does when a service is chosen, unless `keepTimes` (then only the service changes). It
 * is an update of this appointment (scope CURRENT): same editable statuses, clash check (409
 * appointmentOverlap), warnings, audit and live event.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { services } from '../../db/schema';
import { invalidFields } from '../../errors';
import { parseTime } from '../../../shared/recurrence/calendarDays';
import type { AppointmentCaller } from './context';
import { findAppointment } from './read';
import { updateAppointments, type UpdateResult } from './update';

const hhmm = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export async function changeBooking(c: AppointmentCaller, id: string, input: { service_fk: string; keepTimes?: boolean }): Promise<UpdateResult> {
  const row = await findAppointment(c, id);
  const [service] = await forCentre(c.db, c.centreId)
    .select({ duration: services.duration, before: services.bufferTimeBefore, after: services.bufferTime })
    .from(services)
    .where(eq(services.serviceId, input.service_fk));
  if (!service) throw invalidFields([{ field: 'service_fk', code: 'invalidReference', message: 'errors.invalidReference' }]);
  const body: Record<string, unknown> = { service_fk: input.service_fk, updateType: 'CURRENT' };
  const duration = Number(service.duration ?? 0);
  if (!input.keepTimes && duration > 0) {
    body.endTime = hhmm((parseTime(row.startTime) as number) + duration);
    body.startBufferTime = Number(service.before ?? 0);
    body.endBufferTime = Number(service.after ?? 0);
  }
  return updateAppointments(c, id, body);
}
