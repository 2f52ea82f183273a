/**
 * The links of a booking widget (behaviour §2 consumer-site links): the booking page
 * /booking/{centreId}/{providerId}/0 with the widget's id, the profile /profile/{centreId}, and
 * the snippet a practice pastes into its website.
 */

/** The attribute the embed script looks for; its value is the widget id. */
export const EMBED_ATTRIBUTE = 'data-kura-booking';
export const EMBED_SCRIPT_PATH = '/embed.js';

export function bookingPath(centreId: string, providerId: string, widgetId?: string): string {
  const base = `/booking/${encodeURIComponent(centreId)}/${encodeURIComponent(providerId)}/0`;
  return widgetId ? `${base}?widget=${encodeURIComponent(widgetId)}` : base;
}

export const profilePath = (centreId: string): string => `/profile/${encodeURIComponent(centreId)}`;

/** The HTML snippet for the practice's website (ids are uuids: nothing to escape but the origin). */
export function embedSnippet(origin: string, widgetId: string): string {
  const src = `${origin.replace(/\/$/, '')}${EMBED_SCRIPT_PATH}`.replace(/["<>]/g, '');
  return `<script src="${src}" ${EMBED_ATTRIBUTE}="${widgetId.replace(/[^0-9a-f-]/gi, '')}" async></script>`;
}

/**
 * The therapist a widget's link opens: the first of its own therapists still offered, else the
 * centre's preselected provider, else its first provider (behaviour §2).
 */
export function widgetProviderId(widgetProviders: readonly string[], preselected: string | null, centreProviders: readonly string[]): string | null {
  const own = widgetProviders.find((id) => centreProviders.includes(id));
  if (own) return own;
  if (preselected && centreProviders.includes(preselected)) return preselected;
  return centreProviders[0] ?? null;
}
