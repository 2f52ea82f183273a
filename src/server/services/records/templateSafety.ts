/**
 * Invoice templates are HTML and CSS written by clinic staff and rendered later in a sandbox.
 * Even so, nothing executable is stored: this finds scripts, event-handler attributes, script
 * URLs, embedded documents and CSS expressions, also when hidden behind character references,
 * CSS escapes, comments or whitespace (the tricks browsers still execute).
 */

const NAMED: Record<string, string> = {
  tab: '\t',
  newline: '\n',
  colon: ':',
  lpar: '(',
  rpar: ')',
  sol: '/',
  bsol: '\\',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
  equals: '=',
  nbsp: ' ',
};

const fromCode = (code: number): string => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** What a browser reads for "&#106;", "&#x6A" or "&colon;" (the ; is optional for numbers). */
export function decodeCharacterReferences(text: string): string {
  let out = text;
  // Twice: "&amp;#106;" is decoded once by the parser, but a template may be embedded twice.
  for (let i = 0; i < 2; i++) {
    out = out.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (m, ref: string) => {
      if (ref[0] === '#') return fromCode(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
      return NAMED[ref.toLowerCase()] ?? m;
    });
  }
  return out;
}

/** CSS escapes ("\6a avascript", "\e xpression") and comments ("expr/ ** /ession") undone. */
function decodeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) => fromCode(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');
}

const EMBEDDING_TAGS = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'noscript', 'template'];

// One pattern per check, written so that no part can match the same text two ways: a 200 kB
// template of "<a <a <a …" must take milliseconds, not minutes (the preview checks on every edit).
const EMBEDDING = new RegExp(`<\\s*(?:/\\s*)?(${EMBEDDING_TAGS.join('|')})\\b`);

/** onload=, onerror=, … inside a tag: each tag's text (up to its ">") is looked at once. */
function hasEventHandler(plain: string): boolean {
  for (const tag of plain.matchAll(/<[a-z!][^>]*/g)) if (/[\s/"'`]on[a-z]+\s*=/.test(tag[0])) return true;
  return false;
}

const RULES: { test: (plain: string, squeezed: string) => boolean }[] = [
  // <script …>, <iframe>, <object> … and closing a <style> to open something else.
  { test: (plain) => EMBEDDING.test(plain) || /<\s*(?:\/\s*)style/.test(plain) },
  // onload=, onerror=, … inside a tag (also <svg/onload=…>).
  { test: (plain) => hasEventHandler(plain) },
  // Script URLs as attribute values or CSS url()s (href, src, xlink:href, formaction, background),
  // with whitespace and controls removed; "JavaScript: Grundlagen" as text stays allowed.
  { test: (_p, squeezed) => /(=|url\()["'`]?(java|vb|live)script:/.test(squeezed) },
  { test: (_p, squeezed) => /(=|url\()["'`]?data:(text\/html|image\/svg|application\/(x-)?(javascript|ecmascript|xhtml))/.test(squeezed) },
  // Old CSS execution paths.
  { test: (_p, squeezed) => /expression\(|-moz-binding|behavior:|@import/.test(squeezed) },
  // Inline documents of frames.
  { test: (plain) => /\ssrcdoc\s*=/.test(plain) },
];

/** True when the HTML or CSS contains anything a browser could execute. */
export function isUnsafeTemplate(text: string): boolean {
  if (text === '') return false;
  const plain = decodeCss(decodeCharacterReferences(text)).toLowerCase();
  // Browsers ignore tabs, newlines and other controls inside URLs and CSS keywords.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point of this pattern
  const squeezed = plain.replace(/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200d\ufeff]+/g, '');
  return RULES.some((r) => r.test(plain, squeezed));
}
