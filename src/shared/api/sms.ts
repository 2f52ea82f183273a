/** Wire shapes of the bulk SMS, SMS credit and notification calls (src/server/routes/common/sms.ts). */
import type { NotificationKind, SmsSkipReason } from '../sms';

export interface BulkSmsRequest {
  centreId: string;
  contactIds: string[];
  /** The text with placeholders such as {{ClientName}}. */
  message: string;
}

export interface BulkSmsResult {
  success: true;
  /** SMS queued (one per reachable client). */
  sent: number;
  /** Credits spent: the SMS parts of every rendered text. */
  credits: number;
  skipped: { contactId: string; reason: SmsSkipReason }[];
  smsCountLeft: number;
}

/** The 400 `notEnoughSms` answer also carries these. */
export interface NotEnoughSms {
  needed: number;
  smsCountLeft: number;
}

export interface ContactNotification {
  id: string;
  type: NotificationKind | null;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  text: string;
  status: 'pending' | 'sent' | 'failed' | 'logged';
  createdAt: string;
  sentAt: string | null;
}
