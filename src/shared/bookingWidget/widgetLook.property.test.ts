/** The widget button's look and links (fast-check): readable text on any colour, safe snippets, the right therapist. */
import fc from 'fast-check';
import { buttonStyle, buttonTextFor, textColourOn } from './widgetLook';
import { bookingPath, embedSnippet, widgetProviderId } from './widgetLinks';

const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`);

function luminance(h: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('widget look', () => {
  it('picks the text colour with the better contrast, always at least 4.5:1 (WCAG AA)', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const text = textColourOn(colour);
        const other = text === '#000000' ? '#ffffff' : '#000000';
        expect(contrast(colour, text)).toBeGreaterThanOrEqual(contrast(colour, other) - 1e-9);
        expect(contrast(colour, text)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('never passes an invalid colour into the style', () => {
    fc.assert(
      fc.property(fc.string(), (colour) => {
        const style = buttonStyle({ buttonColour: colour });
        expect(style.background).toMatch(/^#[0-9a-fA-F]{6}$/);
      }),
    );
  });

  it('grows with the size; compact is smallest', () => {
    const px = (s: Record<string, string>) => parseInt(s.fontSize, 10);
    expect(px(buttonStyle({ buttonSize: 'small' }))).toBeLessThan(px(buttonStyle({ buttonSize: 'medium' })));
    expect(px(buttonStyle({ buttonSize: 'medium' }))).toBeLessThan(px(buttonStyle({ buttonSize: 'large' })));
    expect(px(buttonStyle({ template: 'compact', buttonSize: 'large' }))).toBeLessThanOrEqual(px(buttonStyle({ buttonSize: 'small' })));
  });

  it("says the language's own text, else the one text, else the default", () => {
    const look = { buttonText: 'Termin', buttonTexts: [{ langKey: 'fr', text: 'Rendez-vous' }, { langKey: 'en', text: '  ' }] };
    expect(buttonTextFor(look, 'fr', 'x')).toBe('Rendez-vous');
    expect(buttonTextFor(look, 'en', 'x')).toBe('Termin');
    expect(buttonTextFor({}, 'it', 'Prenota online')).toBe('Prenota online');
  });
});

describe('widget links', () => {
  it('makes a snippet that cannot break out of its attributes, whatever the origin or id', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (origin, id) => {
        const snippet = embedSnippet(origin, id);
        expect(snippet.match(/"/g)).toHaveLength(4);
        expect(snippet.match(/</g)).toHaveLength(2);
        expect(snippet.endsWith(' async></script>')).toBe(true);
      }),
    );
    const id = '85418f51-ecd4-45f7-a09e-43e46da93617';
    expect(embedSnippet('https://kura.ch/', id)).toBe(`<script src="https://kura.ch/embed.js" data-kura-booking="${id}" async></script>`);
  });

  it('links the booking page of behaviour §2 with the widget id', () => {
    expect(bookingPath('c 1', 'p/2', 'w')).toBe('/booking/c%201/p%2F2/0?widget=w');
    expect(bookingPath('c', 'p')).toBe('/booking/c/p/0');
  });

  it("opens the widget's first own therapist still in the practice, else the preselected one, else the first", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 6 }), fc.array(fc.uuid(), { maxLength: 4 }), fc.option(fc.uuid()), (providers, own, preselected) => {
        const chosen = widgetProviderId(own, preselected, providers);
        const ownHit = own.find((id) => providers.includes(id));
        if (ownHit) expect(chosen).toBe(ownHit);
        else if (preselected && providers.includes(preselected)) expect(chosen).toBe(preselected);
        else expect(chosen).toBe(providers[0] ?? null);
        if (chosen !== null) expect(providers).toContain(chosen);
      }),
    );
  });
});
