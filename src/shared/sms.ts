/**
 * SMS length, parts and placeholders, shared by the bulk SMS dialog and the server that charges
 * for it (wording §9: 160 characters per single SMS, concatenated up to 1600).
 *
 * One SMS credit is one SMS part as a gateway bills it. A text written only with the GSM-7
 * alphabet (Latin letters, digits, äöüÄÖÜ, é è à ù ì ò, …) goes as 160 characters in one SMS, or
 * 153 per part once it is concatenated (the joining header takes 7); the characters ^ { } [ ] ~
 * \ | € count twice. Any other character (ê, ç, emoji, …) switches the whole text to UCS-2:
 * 70 characters in one SMS, 67 per part (emoji count twice).
 */

import { renderTemplate } from './notificationTemplates';

export const SMS_SINGLE_LENGTH = 160;
/** A concatenated SMS spends 7 characters per part on the header that joins the parts. */
export const SMS_PART_LENGTH = 153;
export const SMS_UNICODE_SINGLE_LENGTH = 70;
export const SMS_UNICODE_PART_LENGTH = 67;
/** Longest text accepted (rendered, in characters). */
export const SMS_MAX_LENGTH = 1600;

/** SMS packages a practice can buy (wording §9), in credits. */
export const SMS_PACKAGES = [
  { name: 'S', credits: 100 },
  { name: 'M', credits: 1000 },
  { name: 'L', credits: 3000 },
  { name: 'XL', credits: 5000 },
] as const;

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';
const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Characters as the counter shows them. */
  length: number;
  /** Units the gateway counts: GSM-7 septets or UTF-16 code units. */
  units: number;
  /** SMS parts = credits this text costs per recipient (0 for an empty text). */
  parts: number;
}

export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENSION.has(ch)) return 'ucs2';
  return 'gsm7';
}

/** Size and price of one SMS text. */
export function smsSize(text: string): SmsSize {
  const encoding = smsEncoding(text);
  let units = text.length;
  if (encoding === 'gsm7') for (const ch of text) if (EXTENSION.has(ch)) units += 1;
  const [single, part] = encoding === 'gsm7' ? [SMS_SINGLE_LENGTH, SMS_PART_LENGTH] : [SMS_UNICODE_SINGLE_LENGTH, SMS_UNICODE_PART_LENGTH];
  const parts = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part);
  return { encoding, length: text.length, units, parts };
}

/** Placeholders a bulk SMS may use, in the message templates' {{Name}} syntax. */
export const BULK_SMS_PLACEHOLDERS = ['ClientName'] as const;
export type BulkSmsPlaceholder = (typeof BULK_SMS_PLACEHOLDERS)[number];
export type BulkSmsValues = Record<BulkSmsPlaceholder, string>;

export const bulkSmsToken = (name: BulkSmsPlaceholder): string => `{{${name}}}`;

/** The recipient's values of the bulk SMS placeholders. */
export function bulkSmsValues(contact: { firstName?: string | null; lastName?: string | null }): BulkSmsValues {
  return { ClientName: [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim() };
}

/** The text one recipient receives; unknown placeholders stay as typed. */
export function renderBulkSms(template: string, values: BulkSmsValues): string {
  return renderTemplate(template, values);
}

export interface BulkSmsCost {
  /** Credits for all recipients together. */
  credits: number;
  /** The longest rendered text: what the counter shows. */
  longest: SmsSize;
}

/** What a message costs for these recipients: the sum of each rendered text's parts. */
export function bulkSmsCost(template: string, recipients: BulkSmsValues[]): BulkSmsCost {
  let credits = 0;
  let longest = smsSize(renderBulkSms(template, recipients[0] ?? { ClientName: '' }));
  for (const values of recipients) {
    const size = smsSize(renderBulkSms(template, values));
    credits += size.parts;
    if (size.parts > longest.parts || (size.parts === longest.parts && size.units > longest.units)) longest = size;
  }
  return { credits, longest };
}

/** Why a contact gets no SMS. */
export const SMS_SKIP_REASONS = ['archived', 'noPhone', 'invalidPhone', 'notMobile', 'unsupportedCountry'] as const;
export type SmsSkipReason = (typeof SMS_SKIP_REASONS)[number];

/** Kinds of ledger entries: bought packages, bulk sends and appointment SMS (negative), operator grants, refunds of failed SMS. */
export const SMS_CREDIT_KINDS = ['package', 'bulkSms', 'appointmentSms', 'grant', 'refund'] as const;
export type SmsCreditKind = (typeof SMS_CREDIT_KINDS)[number];

/** Kinds of messages shown in a client's notification section (wording: notification types). */
export const NOTIFICATION_KINDS = ['bulkSms', 'appointment', 'invoiceSent', 'invoiceReminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const BULK_SMS_MAX_RECIPIENTS = 2000;
