/**
 * Renders a template's HTML against a TemplateView in a sandbox of our own: mustache only parses
 * (logic-less syntax, no cache that grows with every preview keystroke); this walker renders the
 * tokens itself, so nothing mustache could reach is reachable — no lambdas, no partials (nothing
 * is read from files), no dotted paths, no prototype lookups. Every value is HTML-escaped, also
 * in `{{{triple}}}` and `{{&amp}}` tags; unknown names render empty. Steps, output size and time
 * are bounded; the result is checked once more for executable content, because text split
 * around tags (`<scr{{!x}}ipt>`) only shows after rendering.
 */
import Mustache from 'mustache';
import { INVOICE_ITEMS_SECTION, TEMPLATE_LIMITS, type TemplateIssue, type TemplateIssueKind } from '../../../../shared/invoiceTemplatePlaceholders';
import { isUnsafeTemplate } from '../../records/templateSafety';
import type { TemplateRow, TemplateView } from './templateView';

/** Why a template cannot be rendered at all: the code is an errors.* key. */
export class TemplateRenderError extends Error {
  constructor(readonly code: 'templateSyntax' | 'unsafeTemplate' | 'templateTooLarge' | 'templateTooSlow') {
    super(`errors.${code}`);
    this.name = 'TemplateRenderError';
  }
}

// A writer of our own with caching off; tags are passed explicitly (mustache.tags is global and mutable).
const parser = new Mustache.Writer();
(parser as unknown as { templateCache: undefined }).templateCache = undefined;
const TAGS: [string, string] = ['{{', '}}'];

type Token = [type: string, value: string, start: number, end: number, children?: Token[]];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;', '=': '&#61;' };
// Control characters (other than tab and newline) never belong in a printed value.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
export const escapeHtml = (s: string) => s.replace(CONTROLS, '').replace(/[&<>"'`=]/g, (c) => ESCAPES[c]);
/**
 * A value as the safety check sees it: the characters escapeHtml turns into inert references are
 * blanked (a client called "<img onerror=…>" is text, not markup, and must not block her invoice),
 * letters stay (they can still complete a tag or a "javascript:" the template began).
 */
const neutral = (s: string) => s.replace(CONTROLS, '').replace(/[&<>"'`=]/g, '_');

export interface RenderedBody {
  html: string;
  issues: TemplateIssue[];
}

export function parseTemplate(html: string): Token[] {
  try {
    return parser.parse(html, TAGS) as unknown as Token[];
  } catch {
    throw new TemplateRenderError('templateSyntax');
  }
}

class Walk {
  private out: string[] = [];
  /** The same rendering with values neutral()ised: what the safety check reads. */
  private check: string[] = [];
  private size = 0;
  private steps = 0;
  private readonly deadline = Date.now() + TEMPLATE_LIMITS.maxMillis;
  readonly issues: TemplateIssue[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly view: TemplateView,
    /** HTML-escaping for documents; none for plain text (an e-mail's text part is not HTML). */
    private readonly escape: (s: string) => string = escapeHtml,
  ) {}

  report(kind: TemplateIssueKind, name: string) {
    const key = `${kind}:${name}`;
    if (this.seen.has(key) || this.issues.length >= TEMPLATE_LIMITS.maxIssues) return;
    this.seen.add(key);
    this.issues.push({ kind, name: name.slice(0, 80) });
  }

  /** Template text, or a value (escaped in the output, neutralised in the check copy). */
  private emit(s: string, isValue = false) {
    const shown = isValue ? this.escape(s) : s;
    this.size += shown.length;
    if (this.size > TEMPLATE_LIMITS.maxOutput) throw new TemplateRenderError('templateTooLarge');
    this.out.push(shown);
    this.check.push(isValue ? neutral(s) : s);
  }

  private tick() {
    this.steps++;
    if (this.steps > TEMPLATE_LIMITS.maxSteps) throw new TemplateRenderError('templateTooLarge');
    if (this.steps % 1000 === 0 && Date.now() > this.deadline) throw new TemplateRenderError('templateTooSlow');
  }

  /** A value by name: the current row first, then the invoice-wide values; own keys only. */
  private lookup(name: string, row: TemplateRow | null): string | undefined {
    if (row && Object.hasOwn(row, name)) return row[name];
    return Object.hasOwn(this.view.values, name) ? this.view.values[name] : undefined;
  }

  private value(name: string, row: TemplateRow | null): string {
    const v = this.lookup(name, row);
    if (v === undefined) this.report(name === INVOICE_ITEMS_SECTION ? 'nestedList' : 'unknownPlaceholder', name);
    return v ?? '';
  }

  run(tokens: Token[], row: TemplateRow | null) {
    for (const [type, value, , , children] of tokens) {
      this.tick();
      const name = value.trim();
      switch (type) {
        case 'text':
          this.emit(value);
          break;
        case 'name':
          this.emit(this.value(name, row), true);
          break;
        case '&':
          this.report('unescaped', name);
          this.emit(this.value(name, row), true);
          break;
        case '#':
        case '^':
          this.section(type, name, children ?? [], row);
          break;
        case '>':
          this.report('partial', name);
          break;
        case '=':
          this.report('delimiters', name);
          break;
        // '!' comments render nothing.
      }
    }
  }

  private section(type: '#' | '^', name: string, children: Token[], row: TemplateRow | null) {
    if (name === INVOICE_ITEMS_SECTION) {
      if (row) {
        this.report('nestedList', name);
        return;
      }
      const rows = this.view.items;
      if (type === '^') {
        if (rows.length === 0) this.run(children, null);
        return;
      }
      for (const r of rows) this.run(children, r);
      return;
    }
    const filled = this.value(name, row) !== '';
    if (filled === (type === '#')) this.run(children, row);
  }

  result(): string {
    return this.out.join('');
  }

  checkCopy(): string {
    return this.check.join('');
  }
}

/** The template's HTML filled from the view; throws TemplateRenderError when it cannot be rendered safely. */
export function renderTemplateBody(html: string, view: TemplateView): RenderedBody {
  if (isUnsafeTemplate(html)) throw new TemplateRenderError('unsafeTemplate');
  const walk = new Walk(view);
  walk.run(parseTemplate(html), null);
  if (isUnsafeTemplate(walk.checkCopy())) throw new TemplateRenderError('unsafeTemplate');
  return { html: walk.result(), issues: walk.issues };
}

/** A plain-text template (an e-mail text of the invoicing settings) filled from the view, values as they are. */
export function renderTemplateText(text: string, view: TemplateView): RenderedBody {
  const walk = new Walk(view, (s) => s.replace(CONTROLS, ''));
  walk.run(parseTemplate(text), null);
  return { html: walk.result(), issues: walk.issues };
}
