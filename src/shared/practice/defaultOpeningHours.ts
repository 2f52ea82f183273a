/**
 * Opening hours a new practice starts with: Monday to Friday 08:00–18:00 (day 0 is Sunday, times
 * are decimal hours as the centre stores them). A practice that opens differently changes them
 * on the business-info page; starting closed every day made nothing bookable.
 */
export const DEFAULT_OPENING_HOURS: readonly { day: number; openTime: number; closeTime: number }[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  openTime: 8,
  closeTime: 18,
}));
