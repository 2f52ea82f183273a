/**
 * Booking message templates a centre can override (wording.md §9): six events, each for the
 * client and for the provider, each as e-mail and as SMS. Keys look like `bookingRequest.client.mail`.
 */
export const NOTIFICATION_EVENTS = [
  'bookingRequest',
  'bookingConfirmation',
  'bookingChange',
  'bookingCancellation',
  'reminder1',
  'reminder2',
] as const;
export const NOTIFICATION_AUDIENCES = ['client', 'provider'] as const;
export const NOTIFICATION_CHANNELS = ['mail', 'sms'] as const;

export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export type NotificationType = `${NotificationEvent}.${(typeof NOTIFICATION_AUDIENCES)[number]}.${(typeof NOTIFICATION_CHANNELS)[number]}`;

/** All 24 template keys, in display order. */
export const NOTIFICATION_TYPES: readonly NotificationType[] = NOTIFICATION_EVENTS.flatMap((event) =>
  NOTIFICATION_AUDIENCES.flatMap((audience) => NOTIFICATION_CHANNELS.map((channel) => `${event}.${audience}.${channel}` as NotificationType)),
);

/** Placeholders the templates may use (wording.md §9). */
export const NOTIFICATION_PLACEHOLDERS = ['ClientName', 'Provider', 'Booking', 'Duration', 'Service', 'Location', 'Dashboard'] as const;

export const NOTIFICATION_TEMPLATE_MAX_LENGTH = 5000;

export type NotificationPlaceholder = (typeof NOTIFICATION_PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<string, string>>;

const PLACEHOLDER_PATTERN = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Fills a template's `{{Name}}` placeholders (spaces inside the braces allowed) with the values
 * given; a placeholder without a value stays as typed, so a typo shows instead of vanishing.
 * One pass: a value that itself contains braces is not filled again.
 */
export function renderTemplate(template: string, values: PlaceholderValues): string {
  return template.replace(PLACEHOLDER_PATTERN, (token, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    return value === undefined ? token : value;
  });
}
