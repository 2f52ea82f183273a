/**
 * The e-mail an invoice is sent with (issue 11 §3): its subject, HTML and text, in the client's
 * language, from one of the centre's invoice templates or from the invoicing settings' e-mail
 * text (emailTemplate, or directEmailTemplate for direct sending), else the default text. A
 * reminder (`reminderLevel`) has its own subject and default text. The caller queues it in the
 * outbox and attaches the PDF.
 */
import { eq } from 'drizzle-orm';
import { INVOICE_PLACEHOLDERS, type TemplateIssue } from '../../../../shared/invoiceTemplatePlaceholders';
import type { Language } from '../../../../shared/languages';
import type { Db, Tx } from '../../../db/client';
import { forCentre } from '../../../db/centreScope';
import { invoiceTemplates } from '../../../db/schema';
import { notFound } from '../../../errors';
import { translate } from '../../../i18n';
import type { InvoiceTemplateData } from './invoiceTemplateData';
import { escapeHtml, renderTemplateText } from './renderTemplate';
import { renderTemplateDocument } from './templateDocument';
import { templateView } from './templateView';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type InvoiceEmailSource =
  /** One of the centre's invoice templates (HTML and CSS). */
  | { templateId: string }
  /** A text of the invoicing settings; null or blank: the default text of the language. */
  | { text: string | null | undefined };

export interface InvoiceEmail {
  subject: string;
  html: string;
  text: string;
  issues: TemplateIssue[];
}

/** Translation options that leave {{Placeholders}} for the template walker (i18next would blank them). */
const keepPlaceholders = Object.fromEntries(INVOICE_PLACEHOLDERS.map((name) => [name, `{{${name}}}`]));

function subjectOf(data: InvoiceTemplateData, language: Language, reminderLevel?: 1 | 2 | 3): string {
  const number = data.invoice?.number ?? '';
  if (reminderLevel) return translate(language, 'invoiceTemplates.email.reminderSubject', { level: reminderLevel, number, practice: data.practice.name });
  return translate(language, number ? 'invoiceTemplates.email.subject' : 'invoiceTemplates.email.subjectLetter', { number, practice: data.practice.name });
}

/** Text → simple HTML: paragraphs at blank lines, line breaks kept. */
function textToHtml(text: string, language: Language): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  return `<!DOCTYPE html>\n<html lang="${language}"><head><meta charset="utf-8"></head><body>${paragraphs.join('\n')}</body></html>`;
}

/** The document's text for the text/plain part: tags out, block ends as line breaks, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|section|header|footer)\s*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, '\t')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function renderInvoiceEmail(db: Db | Tx, centreId: string, source: InvoiceEmailSource, data: InvoiceTemplateData, language: Language, reminderLevel?: 1 | 2 | 3): Promise<InvoiceEmail> {
  const subject = subjectOf(data, language, reminderLevel);
  if ('templateId' in source) {
    if (!UUID.test(source.templateId)) throw notFound('invoiceTemplateNotFound');
    const [template] = await forCentre(db, centreId)
      .select({ html: invoiceTemplates.html, css: invoiceTemplates.css })
      .from(invoiceTemplates)
      .where(eq(invoiceTemplates.invoiceTemplateId, source.templateId));
    if (!template) throw notFound('invoiceTemplateNotFound');
    const doc = renderTemplateDocument(template, data, language, subject);
    return { subject, html: doc.document, text: htmlToText(doc.body), issues: doc.issues };
  }
  const own = source.text?.trim();
  const text = own || translate(language, reminderLevel ? 'invoiceTemplates.email.reminderBody' : 'invoiceTemplates.email.defaultBody', { ...keepPlaceholders, level: reminderLevel });
  const rendered = renderTemplateText(text, templateView(data));
  return { subject, html: textToHtml(rendered.html, language), text: rendered.html, issues: rendered.issues };
}
