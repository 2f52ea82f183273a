/**
 * The booking button a practice embeds in its website (wording §2 booking widget: template,
 * button colour, font, size, text, embed code, URLs). A plain styled link — no script — to the
 * public booking page /booking/{centreId}/{providerId}/0 (behaviour §2 consumer links).
 */
import type { Centre } from '../../../../shared/api/contracts';

export interface WidgetSettings {
  templateName?: string;
  buttonColour?: string;
  buttonFont?: string;
  buttonSize?: string;
  buttonText?: string;
}

const FONTS: Record<string, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  arial: 'Arial, sans-serif',
  helvetica: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  georgia: 'Georgia, serif',
  verdana: 'Verdana, sans-serif',
  roboto: 'Roboto, Arial, sans-serif',
};

const SIZES: Record<string, { padding: string; fontSize: string }> = {
  small: { padding: '6px 12px', fontSize: '13px' },
  medium: { padding: '10px 18px', fontSize: '15px' },
  large: { padding: '14px 26px', fontSize: '18px' },
};

/** Behaviour §2: the preselected provider, otherwise the centre's first provider. */
export function bookingProviderId(centre: Centre): string | null {
  return centre.CentreSetting?.preselectedProviderId ?? centre.CentreProvider?.find((p) => p.active)?.user_fk ?? null;
}

export function publicLinks(origin: string, centre: Centre): { booking: string | null; profile: string } {
  const provider = bookingProviderId(centre);
  const id = encodeURIComponent(centre.centre_id);
  return { booking: provider ? `${origin}/booking/${id}/${encodeURIComponent(provider)}/0` : null, profile: `${origin}/profile/${id}` };
}

/** Black or white text, whichever reads better on the button colour. */
export function textColourOn(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#ffffff';
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return luminance > 0.45 ? '#000000' : '#ffffff';
}

export function buttonStyle(widget: WidgetSettings): Record<string, string> {
  const colour = widget.buttonColour ?? '#1c6e8c';
  const size = SIZES[widget.buttonSize ?? 'medium'] ?? SIZES.medium;
  return {
    display: widget.templateName === 'fullPage' ? 'block' : 'inline-block',
    textAlign: 'center',
    background: colour,
    color: textColourOn(colour),
    fontFamily: FONTS[widget.buttonFont ?? 'system'] ?? FONTS.system,
    fontSize: widget.templateName === 'compact' ? '13px' : size.fontSize,
    padding: widget.templateName === 'compact' ? '4px 10px' : size.padding,
    borderRadius: '6px',
    textDecoration: 'none',
    fontWeight: '600',
  };
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
