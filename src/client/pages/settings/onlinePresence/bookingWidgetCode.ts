/**
 * The booking button a practice embeds in its website (wording §2 booking widget: template,
 * button colour, font, size, text, embed code, URLs). A plain styled link — no script, for sites
 * that allow none; the booking widgets (/settings/booking-list) offer the script with an overlay — to the
 * public booking page /booking/{centreId}/{providerId}/0 (behaviour §2 consumer links).
 */
import type { Centre } from '../../../../shared/api/contracts';
import { buttonStyle as sharedButtonStyle, textColourOn } from '../../../../shared/bookingWidget/widgetLook';

export interface WidgetSettings {
  templateName?: string;
  buttonColour?: string;
  buttonFont?: string;
  buttonSize?: string;
  buttonText?: string;
}

/** Behaviour §2: the preselected provider, otherwise the centre's first provider. */
export function bookingProviderId(centre: Centre): string | null {
  return centre.CentreSetting?.preselectedProviderId ?? centre.CentreProvider?.find((p) => p.active)?.user_fk ?? null;
}

export function publicLinks(origin: string, centre: Centre): { booking: string | null; profile: string } {
  const provider = bookingProviderId(centre);
  const id = encodeURIComponent(centre.centre_id);
  return { booking: provider ? `${origin}/booking/${id}/${encodeURIComponent(provider)}/0` : null, profile: `${origin}/profile/${id}` };
}

export { textColourOn };

/** The practice's default look as a link's style (the same look as the booking widgets: shared/bookingWidget/widgetLook.ts). */
export function buttonStyle(widget: WidgetSettings): Record<string, string> {
  const style = sharedButtonStyle({ ...widget, template: widget.templateName });
  return widget.templateName === 'fullPage' ? { ...style, display: 'block' } : style;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const kebab = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The HTML to paste into the practice's website. */
export function embedCode(url: string, widget: WidgetSettings, text: string): string {
  const style = Object.entries(buttonStyle(widget))
    .map(([k, v]) => `${kebab(k)}:${v}`)
    .join(';');
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener" style="${escapeHtml(style)}">${escapeHtml(text)}</a>`;
}
