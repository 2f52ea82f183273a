/**
 * Text helpers of the message template editor: placeholder insertion at the cursor and the SMS
 * counter (wording §9: 160 characters per single SMS, concatenated up to 1600).
 */
import { NOTIFICATION_PLACEHOLDERS } from '../../../../shared/notificationTemplates';
import { SMS_PART_LENGTH, SMS_SINGLE_LENGTH } from '../../../../shared/sms';

export type Placeholder = (typeof NOTIFICATION_PLACEHOLDERS)[number];

// One fact in one place: the bulk SMS dialog and the server that charges for SMS use the same limits.
export { SMS_MAX_LENGTH, SMS_PART_LENGTH, SMS_SINGLE_LENGTH } from '../../../../shared/sms';

/**
 * What a placeholder typically becomes in a sent SMS (e.g. Booking "24.11.2025 14:30"). The real
 * content is only known when sending, so the counter works with these lengths; the default texts
 * are written to fit one SMS with them.
 */
export const PLACEHOLDER_TYPICAL_LENGTH: Record<Placeholder, number> = {
  ClientName: 20,
  Provider: 20,
  Booking: 16,
  Duration: 6,
  Service: 20,
  Location: 25,
  Dashboard: 30,
};

export const placeholderToken = (name: Placeholder): string => `{{${name}}}`;

const PLACEHOLDER_PATTERN = /\{\{\s*(\w+)\s*\}\}/g;

/** Length of the SMS as sent: each known placeholder counts with its typical length. */
export function smsLength(text: string): number {
  return text.replace(PLACEHOLDER_PATTERN, (token, name: string) =>
    name in PLACEHOLDER_TYPICAL_LENGTH ? 'x'.repeat(PLACEHOLDER_TYPICAL_LENGTH[name as Placeholder]) : token,
  ).length;
}

/** Number of SMS a text of `length` characters is sent as (0 for an empty text). */
export function smsSegments(length: number): number {
  if (length === 0) return 0;
  return length <= SMS_SINGLE_LENGTH ? 1 : Math.ceil(length / SMS_PART_LENGTH);
}

/**
 * Translation options that keep the placeholders as they are: the catalogue uses the same
 * {{double braces}} as i18next's interpolation, which would otherwise blank them out.
 */
export const keepPlaceholders: Record<Placeholder, string> = Object.fromEntries(
  NOTIFICATION_PLACEHOLDERS.map((name) => [name, placeholderToken(name)]),
) as Record<Placeholder, string>;
