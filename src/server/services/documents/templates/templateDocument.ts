/**
 * A rendered template as a whole HTML document: the scoped CSS in one <style>, the body in the
 * scope wrapper, and a Content-Security-Policy that allows no script, no frame, no form target
 * and no network at all (images and fonts from data: URLs only). Inside the body, <link>s are
 * left out, <style> elements and style attributes go through the same CSS rules, and sources
 * (src, srcset, poster, background) that are not data: images are emptied: a letter loads nothing.
 */
import type { Language } from '../../../../shared/languages';
import type { TemplateIssue } from '../../../../shared/invoiceTemplatePlaceholders';
import { decodeCharacterReferences } from '../../records/templateSafety';
import type { InvoiceTemplateData } from './invoiceTemplateData';
import { escapeHtml, renderTemplateBody } from './renderTemplate';
import { DOCUMENT_SCOPE, sanitiseDeclarations, scopeTemplateCss } from './templateCss';
import { templateView } from './templateView';

/** The policy of every rendered document (meta tag) and of the preview's answer (header, with sandbox). */
export const DOCUMENT_CSP = "default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export interface TemplateSource {
  html: string;
  css?: string | null;
}

export interface RenderedDocument {
  /** The whole document (<!DOCTYPE html>…). */
  document: string;
  /** Body and CSS apart, for an e-mail (its <style> in the head, the body wrapped). */
  body: string;
  css: string;
  issues: TemplateIssue[];
}

const DATA_IMAGE = /^\s*data:image\/(png|jpe?g|gif|webp|bmp);base64,/i;
const ATTRIBUTE = (names: string) => new RegExp(`([\\s/"'](?:${names})\\s*=\\s*)("[^"]*"|'[^']*'|[^\\s>]+)`, 'gi');
const unquote = (v: string) => (v.startsWith('"') || v.startsWith("'") ? v.slice(1, -1) : v);

function cleanBody(html: string, issues: TemplateIssue[]): string {
  return (
    html
      .replace(/<link\b[^>]*>/gi, () => {
        issues.push({ kind: 'linkRemoved', name: 'link' });
        return '';
      })
      .replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi, (_m, open: string, css: string, close: string) => {
        const scoped = scopeTemplateCss(decodeCharacterReferences(css));
        issues.push(...scoped.issues);
        return `${open}${scoped.css}${close}`;
      })
      .replace(ATTRIBUTE('style'), (_m, lead: string, value: string) => {
        const declarations = sanitiseDeclarations(decodeCharacterReferences(unquote(value)), issues).replace(/</g, '\\3c ');
        return `${lead}"${escapeHtml(declarations)}"`;
      })
      // Images the letter carries inline are fine; anything else would be fetched.
      .replace(ATTRIBUTE('src|srcset|poster|background|lowsrc|dynsrc'), (m, lead: string, value: string) => {
        if (DATA_IMAGE.test(decodeCharacterReferences(unquote(value))) && !/,\s*\S+\s+\d/.test(value)) return m;
        issues.push({ kind: 'cssRemoved', name: lead.trim().replace(/\s*=$/, '') });
        return `${lead}""`;
      })
  );
}

/** Distinct issues, in order of appearance. */
function distinct(issues: TemplateIssue[]): TemplateIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => !seen.has(`${i.kind}:${i.name}`) && Boolean(seen.add(`${i.kind}:${i.name}`)));
}

/** Renders a template against the data; throws TemplateRenderError when it cannot be rendered safely. */
export function renderTemplateDocument(template: TemplateSource, data: InvoiceTemplateData, language: Language, title = ''): RenderedDocument {
  const rendered = renderTemplateBody(template.html, templateView(data));
  const issues = [...rendered.issues];
  const body = cleanBody(rendered.html, issues);
  const scoped = scopeTemplateCss(template.css ?? '');
  issues.push(...scoped.issues);
  const document = [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>\n.${DOCUMENT_SCOPE} { font-family: Helvetica, Arial, sans-serif; }\n${scoped.css}\n</style>`,
    '</head>',
    `<body><div class="${DOCUMENT_SCOPE}">${body}</div></body>`,
    '</html>',
  ].join('\n');
  return { document, body, css: scoped.css, issues: distinct(issues) };
}
