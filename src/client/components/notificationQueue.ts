import type { NotificationPayload } from 'react-admin';

/** Snackbar auto-hide (spec §9). */
export const SNACKBAR_AUTO_HIDE_MS = 3000;

/** Two notifications are the same when type, text and arguments match. Undoable ones are never merged (each carries a mutation). */
export function notificationKey(n: NotificationPayload): string | null {
  if (n.notificationOptions?.undoable) return null;
  if (typeof n.message !== 'string') return null;
  return JSON.stringify([n.type, n.message, n.notificationOptions?.messageArgs ?? null]);
}

/**
 * The snackbar never shows duplicates (spec §2): drops queued notifications equal to the one on
 * screen or to an earlier queued one. Returns the same array when nothing was dropped.
 */
export function dedupeNotifications(queue: NotificationPayload[], shown: NotificationPayload | undefined): NotificationPayload[] {
  const seen = new Set<string>();
  const shownKey = shown ? notificationKey(shown) : null;
  if (shownKey) seen.add(shownKey);
  const kept = queue.filter((n) => {
    const key = notificationKey(n);
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.length === queue.length ? queue : kept;
}
