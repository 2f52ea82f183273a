/**
 * A centre's booking communication settings (schemas/bookingCommunication.schema.json, one row per
 * centre, defaults until it is saved): which messages go by e-mail and by SMS, and the reminders'
 * lead times (stored as hours).
 */
import type { Queryable } from '../../../db/client';
import { forCentre } from '../../../db/centreScope';
import { bookingCommunicationSettings } from '../../../db/schema';
import type { ChannelSettings } from '../../../../shared/appointmentMessages';
import { reminderLeads, type ReminderKind } from '../../../../shared/reminders';

export interface CommunicationSettings extends ChannelSettings {
  leads: Record<ReminderKind, number>;
}

const DEFAULTS = {
  email: { request: true, confirmation: true, change: true, cancellation: true, firstReminder: true, secondReminder: true },
  sms: { request: false, confirmation: false, change: false, cancellation: false, firstReminder: false, secondReminder: false },
};

export async function communicationSettings(q: Queryable, centreId: string): Promise<CommunicationSettings> {
  const [row] = await forCentre(q, centreId).select().from(bookingCommunicationSettings).limit(1);
  if (!row) return { ...DEFAULTS, leads: reminderLeads(undefined, undefined) };
  return {
    email: {
      request: row.emailRequest,
      confirmation: row.emailConfirmation,
      change: row.emailChange,
      cancellation: row.emailCancellation,
      firstReminder: row.emailFirstReminder,
      secondReminder: row.emailSecondReminder,
    },
    sms: {
      request: row.smsRequest,
      confirmation: row.smsConfirmation,
      change: row.smsChange,
      cancellation: row.smsCancellation,
      firstReminder: row.smsFirstReminder,
      secondReminder: row.smsSecondReminder,
    },
    leads: reminderLeads(row.firstReminder, row.secondReminder),
  };
}
