/**
 * The client's message about a change (issue 9 §6): confirmation, request, change or cancellation,
 * by the channels the caller switched on (isSms / isEmail), or, when the request says nothing, by
 * the centre's booking communication settings. Without switches, an appointment that has already
 * begun (treatment recorded afterwards) sends nothing. Queued in the change's transaction; the
 * therapist is told too when someone else made the change (notify/therapist.ts).
 */
import type { Tx } from '../../db/client';
import { invalidFields } from '../../errors';
import { chosenChannels } from '../../../shared/appointmentMessages';
import type { NotificationEvent } from '../../../shared/notificationTemplates';
import type { AppointmentCaller } from './context';
import { communicationSettings } from './notify/settings';
import { notifyClient, type MessageOutcome } from './notify/send';
import { notifyTherapist } from './notify/therapist';
import type { AppointmentRow } from './record';

export type { MessageOutcome };

/** The notify switches and texts a request may carry (behaviour.md §3 status-change payload). */
export interface NotifyOptions {
  isSms?: boolean;
  isEmail?: boolean;
  smsNotificationMessage?: string;
  emailNotificationMessage?: string;
  /** A personal message added under the client's text (the inbox's deny). */
  note?: string;
}

/** Body keys of the switches, accepted beside the record's fields on create and update. */
export const SWITCH_KEYS = ['isSms', 'isEmail'];

/** The switches of a body; a switch that is not a boolean is a 400. */
export function switchesOf(body: Record<string, unknown>): NotifyOptions {
  const bad = SWITCH_KEYS.filter((k) => body[k] !== undefined && typeof body[k] !== 'boolean');
  if (bad.length > 0) throw invalidFields(bad.map((field) => ({ field, code: 'invalidType', message: 'errors.invalidType' })));
  return { isSms: body.isSms as boolean | undefined, isEmail: body.isEmail as boolean | undefined };
}

export async function notifyChange(tx: Tx, c: AppointmentCaller, row: AppointmentRow | undefined, event: NotificationEvent | null, opts: NotifyOptions = {}, now = new Date()): Promise<MessageOutcome[]> {
  if (!event || !row) return [];
  // The therapist hears of a colleague's change to their diary whatever the client's switches say.
  await notifyTherapist(tx, { centreId: c.centreId, row, event, byUserId: c.auth.userId, publicUrl: c.publicUrl, now });
  const explicit = typeof opts.isSms === 'boolean' || typeof opts.isEmail === 'boolean';
  if (!explicit && (!row.startsAt || row.startsAt.getTime() <= now.getTime())) return [];
  const channels = chosenChannels(opts, await communicationSettings(tx, c.centreId), event);
  return notifyClient(tx, {
    centreId: c.centreId,
    row,
    event,
    channels,
    overrides: { sms: opts.smsNotificationMessage, email: opts.emailNotificationMessage },
    note: opts.note,
    publicUrl: c.publicUrl,
    userId: c.auth.userId,
  });
}
