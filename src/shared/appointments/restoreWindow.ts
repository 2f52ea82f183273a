/**
 * The "Restore deleted appointments" window (wording.md §2; README "Appointments"): a deleted
 * appointment can be restored for 30 days from its deletion, then the daily job purges it.
 */
export const RESTORE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Whole days left to restore an appointment deleted at `deletedAt`: 30 right after the deletion,
 * 1 on its last day (even its last hour), 0 once the window has closed.
 */
export function restoreDaysLeft(deletedAt: string | Date, now: Date): number {
  const left = new Date(deletedAt).getTime() + RESTORE_DAYS * DAY_MS - now.getTime();
  return left <= 0 ? 0 : Math.min(RESTORE_DAYS, Math.ceil(left / DAY_MS));
}
