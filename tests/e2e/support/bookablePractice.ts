/**
 * A practice that takes online bookings, made through the staff API as an owner would: online
 * booking switched on, the owner bookable online with working hours every day 08:00–17:00, and
 * two online services in a category (issue 10 §4's defaults otherwise).
 */
import { apiCall, createOwner, type OwnerAccount } from './recordsAccount';

export interface BookablePractice {
  owner: OwnerAccount;
  providerId: string;
  centreName: string;
  services: { massage: string; consult: string };
}

export async function bookablePractice(base: string, centreName: string): Promise<BookablePractice> {
  const owner = await createOwner(base, 'Lara', 'Brunner');
  const token = owner.tokens.signInToken;
  const me = await apiCall<{ user_id: string }>(base, 'GET', '/api/auth/getUserFromToken', undefined, token);
  await apiCall(base, 'PATCH', `/api/centres/${owner.centreId}`, { name: centreName }, token);
  await apiCall(base, 'PATCH', `/api/clinics/${owner.centreId}/settings/online-presence`, { bookingEnabled: true, publicProfile: true }, token);
  const workingDays = [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, available: true, timeSlots: [{ centreId: owner.centreId, startTime: '08:00', endTime: '17:00' }] }));
  await apiCall(base, 'PUT', `/booking-api/providers/${me.user_id}/schedule-templates`, { workingDays }, token);
  await apiCall(base, 'PATCH', `/booking-api/providers/${me.user_id}`, { minScheduleStep: 30, avBookingClinicIds: [owner.centreId] }, token);
  const create = async (body: Record<string, unknown>) =>
    (await apiCall<{ service_id: string }>(base, 'POST', `/api/clinics/${owner.centreId}/services`, { onlineBooking: true, resourceIds: [me.user_id], ...body }, token)).service_id;
  const massage = await create({ name: 'Klassische Massage', duration: 60, ppu: 12000 });
  const consult = await create({ name: 'Erstberatung', duration: 30, ppu: 6000 });
  return { owner, providerId: me.user_id, centreName, services: { massage, consult } };
}
