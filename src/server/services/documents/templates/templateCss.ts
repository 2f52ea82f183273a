/**
 * A template's CSS, made safe and scoped: every selector is put under the document's wrapper
 * (`body`, `html` and `:root` become the wrapper itself), so the styles of a letter cannot reach
 * the page or the e-mail around it. Left out, and reported: @import and other at-rules that load
 * or define anything unknown, declarations with a url() that is not a data: image (or data: font
 * in @font-face), and the old execution paths (expression(), -moz-binding, behavior). A "<" never
 * survives, so the CSS cannot close its <style> element.
 */
import type { TemplateIssue } from '../../../../shared/invoiceTemplatePlaceholders';

export const DOCUMENT_SCOPE = 'kura-document';

/** At-rules whose block holds rules (scoped recursively). */
const GROUPING = new Set(['media', 'supports', 'container', 'layer']);
/** At-rules whose block holds declarations or keyframes (kept, values sanitised, not scoped). */
const DECLARATIVE = new Set(['page', 'font-face', 'keyframes', '-webkit-keyframes']);

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]*$/i;
const DATA_FONT = /^data:(font\/(woff2?|ttf|otf)|application\/(font-woff2?|x-font-ttf|x-font-opentype|vnd\.ms-fontobject));base64,[a-z0-9+/=\s]*$/i;

type Issues = TemplateIssue[];

/** Splits `text` at `sep` outside strings, parentheses and brackets. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Index of the `}` closing the block opened at `open`, or the end. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** CSS escapes undone ("\\75 rl(" is url(): browsers read it so), for the checks only. */
const unescapeCss = (text: string) =>
  text.replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16) || 0xfffd, 0x10ffff))).replace(/\\(.)/g, '$1');

const urlsOf = (value: string) => [...value.matchAll(/url\(\s*(["']?)([\s\S]*?)\1\s*\)/gi)].map((m) => m[2].trim());

/** A declaration list with the unsafe declarations left out. */
export function sanitiseDeclarations(block: string, issues: Issues, fontFace = false): string {
  const kept: string[] = [];
  for (const decl of splitTop(block, ';')) {
    const trimmed = decl.trim();
    if (!trimmed) continue;
    const plain = unescapeCss(trimmed);
    const property = plain.split(':', 1)[0].trim().toLowerCase();
    const squeezed = plain.toLowerCase().replace(/\s+/g, '');
    const allowedUrl = (u: string) => DATA_IMAGE.test(u) || (fontFace && DATA_FONT.test(u));
    // image-set("x.png") and src: local() take URLs without url(): anything quoted there counts as one.
    const hasBareSource = /image-set\(|-webkit-image-set\(/.test(squeezed) && !/image-set\(\s*url\(/.test(squeezed);
    // A declaration is "name: value"; anything else (an at-rule or a stray string inside a block) goes.
    if (!/^-{0,2}[a-z][a-z0-9-]*\s*:/i.test(plain)) {
      issues.push({ kind: 'cssRemoved', name: property.slice(0, 80) });
      continue;
    }
    const urls = urlsOf(plain);
    // Every url( must be one we can read whole: an unterminated one is left out rather than guessed at.
    const urlsReadable = urls.length === (squeezed.match(/url\(/g) ?? []).length;
    if (/expression\(|-moz-binding|behavior:|javascript:|vbscript:/.test(squeezed) || hasBareSource || !urlsReadable || !urls.every(allowedUrl)) {
      issues.push({ kind: 'cssRemoved', name: property.slice(0, 80) });
      continue;
    }
    kept.push(trimmed);
  }
  return kept.join('; ');
}

function scopeSelector(selector: string, scope: string): string {
  const s = selector.trim();
  if (!s) return '';
  const root = /^(?:html|:root)?\s*(?:>\s*)?body\b|^(?:html|:root)\b/i;
  if (root.test(s)) return s.replace(root, scope);
  return `${scope} ${s}`;
}

function scopeRules(css: string, scope: string, issues: Issues): string {
  const out: string[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    // An at-rule without a block (@import, @charset, @namespace): always left out.
    if (semicolon !== -1 && (open === -1 || semicolon < open) && unescapeCss(css.slice(i, semicolon)).trim().startsWith('@')) {
      issues.push({ kind: 'cssRemoved', name: unescapeCss(css.slice(i, semicolon)).trim().split(/[\s("']/, 1)[0].slice(0, 80) });
      i = semicolon + 1;
      continue;
    }
    if (open === -1) break;
    const rawPrelude = css.slice(i, open).trim();
    const prelude = unescapeCss(rawPrelude).trim();
    const close = blockEnd(css, open);
    const inner = css.slice(open + 1, close);
    i = close + 1;
    // A selector or condition never loads anything; one that names a url() is a parsing trick.
    // So does a selector with a stray brace, semicolon or at-sign (text left over from a broken rule).
    const oddQuotes = (prelude.split('"').length - 1) % 2 === 1 || (prelude.split("'").length - 1) % 2 === 1;
    if (/url\(|image-set\(|expression\(|[{};]/i.test(prelude) || oddQuotes || (!prelude.startsWith('@') && prelude.includes('@'))) {
      issues.push({ kind: 'cssRemoved', name: prelude.slice(0, 80) });
      continue;
    }
    if (prelude.startsWith('@')) {
      const name = prelude.slice(1).split(/[\s({]/, 1)[0].toLowerCase();
      if (GROUPING.has(name)) out.push(`${rawPrelude} {\n${scopeRules(inner, scope, issues)}\n}`);
      else if (name.endsWith('keyframes') && DECLARATIVE.has(name)) out.push(`${rawPrelude} {\n${keyframes(inner, issues)}\n}`);
      else if (DECLARATIVE.has(name)) out.push(`${rawPrelude} { ${sanitiseDeclarations(inner, issues, name === 'font-face')} }`);
      else issues.push({ kind: 'cssRemoved', name: `@${name}`.slice(0, 80) });
      continue;
    }
    if (!prelude) continue;
    const selectors = splitTop(rawPrelude, ',').map((sel) => scopeSelector(sel, scope)).filter(Boolean);
    if (selectors.length) out.push(`${selectors.join(', ')} { ${sanitiseDeclarations(inner, issues)} }`);
  }
  return out.join('\n');
}

function keyframes(inner: string, issues: Issues): string {
  const out: string[] = [];
  let i = 0;
  while (i < inner.length) {
    const open = inner.indexOf('{', i);
    if (open === -1) break;
    const close = blockEnd(inner, open);
    out.push(`${inner.slice(i, open).trim()} { ${sanitiseDeclarations(inner.slice(open + 1, close), issues)} }`);
    i = close + 1;
  }
  return out.join('\n');
}

/** The CSS ready to go into the document's <style>, with what was left out. */
export function scopeTemplateCss(css: string, scope = `.${DOCUMENT_SCOPE}`): { css: string; issues: TemplateIssue[] } {
  const issues: Issues = [];
  // Comments out first (they hide keywords: "expr/**/ession"); "<" out last (no </style>, no <!--).
  const plain = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  const scoped = scopeRules(plain, scope, issues).replace(/</g, '\\3c ');
  return { css: scoped, issues };
}
