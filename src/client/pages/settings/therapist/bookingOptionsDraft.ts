/**
 * The booking options form's state and the PATCH /booking-api/providers/{id} body it becomes.
 * Only this practice's booking switch is changed: the therapist's other practices stay as they are.
 */
import type { BookingOptions } from '../../../../shared/api/schedules';

export interface BookingOptionsDraft {
  bookable: boolean;
  instantBooking: boolean;
  minScheduleStep: number;
  nickname: string;
}

export function bookingOptionsDraft(o: BookingOptions, centreId: string): BookingOptionsDraft {
  return {
    bookable: o.avBookingClinicIds.includes(centreId),
    instantBooking: o.instantBooking,
    minScheduleStep: o.minScheduleStep,
    nickname: o.notificationOptions.nickname ?? '',
  };
}

export function bookingOptionsPatch(o: BookingOptions, d: BookingOptionsDraft, centreId: string) {
  const others = o.avBookingClinicIds.filter((id) => id !== centreId);
  return {
    instantBooking: d.instantBooking,
    minScheduleStep: d.minScheduleStep,
    avBookingClinicIds: d.bookable ? [...others, centreId] : others,
    notificationOptions: { nickname: d.nickname.trim() },
  };
}
