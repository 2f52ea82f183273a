/**
 * A booking widget's look (wording §2 booking widget: template, button colour, font, size, text),
 * shared by the settings preview, the public widget API and the embed script (src/client/embed),
 * so the button on a practice's website is the one staff saw in the preview. Pure and tiny: the
 * embed script bundles it (< 3 KB gzipped).
 */

export type WidgetTemplate = 'standard' | 'compact' | 'fullPage';

export interface WidgetLook {
  template?: string;
  buttonColour?: string;
  buttonFont?: string;
  buttonSize?: string;
  buttonText?: string;
  buttonTexts?: { langKey: string; text: string }[];
}

export const DEFAULT_BUTTON_COLOUR = '#1c6e8c';

const FONTS: Record<string, string> = {
  system: 'system-ui,-apple-system,"Segoe UI",sans-serif',
  arial: 'Arial,sans-serif',
  helvetica: '"Helvetica Neue",Helvetica,Arial,sans-serif',
  georgia: 'Georgia,serif',
  verdana: 'Verdana,sans-serif',
  roboto: 'Roboto,Arial,sans-serif',
};

const SIZES: Record<string, [padding: string, fontSize: string]> = {
  small: ['6px 12px', '13px'],
  medium: ['10px 18px', '15px'],
  large: ['14px 26px', '18px'],
};

/** Black or white text, whichever reads better on the button colour (WCAG relative luminance). */
export function textColourOn(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#ffffff';
  const lin = (h: string) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * lin(m[1]) + 0.7152 * lin(m[2]) + 0.0722 * lin(m[3]);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** The button's CSS as camelCase properties (React style, or assigned to element.style). */
export function buttonStyle(look: WidgetLook): Record<string, string> {
  const colour = look.buttonColour && /^#[0-9a-f]{6}$/i.test(look.buttonColour) ? look.buttonColour : DEFAULT_BUTTON_COLOUR;
  const compact = look.template === 'compact';
  const [padding, fontSize] = compact ? ['4px 10px', '13px'] : (SIZES[look.buttonSize ?? ''] ?? SIZES.medium);
  return {
    display: 'inline-block',
    boxSizing: 'border-box',
    border: '0',
    cursor: 'pointer',
    textAlign: 'center',
    background: colour,
    color: textColourOn(colour),
    fontFamily: FONTS[look.buttonFont ?? ''] ?? FONTS.system,
    fontSize,
    lineHeight: '1.3',
    padding,
    borderRadius: '6px',
    textDecoration: 'none',
    fontWeight: '600',
  };
}

/** The text for a visitor language: that language's own text, else the one text, else `fallback` (the translated default). */
export function buttonTextFor(look: WidgetLook, lang: string, fallback: string): string {
  const own = look.buttonTexts?.find((t) => t.langKey === lang)?.text.trim();
  return own || look.buttonText?.trim() || fallback;
}
