/**
 * The template preview call (POST /api/invoice-templates/preview): the rendered document as text
 * (shown in a sandboxed iframe's srcdoc) and what rendering reported (the x-template-issues header).
 */
import { apiRequest } from '../../api/http';
import { TEMPLATE_ISSUES_HEADER, type TemplatePreviewRequest } from '../../../shared/api/invoiceTemplates';
import type { TemplateIssue } from '../../../shared/invoiceTemplatePlaceholders';

export interface TemplatePreview {
  html: string;
  issues: TemplateIssue[];
}

function issuesOf(header: string | null): TemplateIssue[] {
  if (!header) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(header));
    return Array.isArray(parsed) ? (parsed as TemplateIssue[]) : [];
  } catch {
    return [];
  }
}

export async function fetchTemplatePreview(centreId: string, body: TemplatePreviewRequest, signal?: AbortSignal): Promise<TemplatePreview> {
  const reply = await apiRequest(`/api/invoice-templates/preview?centreId=${encodeURIComponent(centreId)}`, { method: 'POST', body, signal, headers: { Accept: 'text/html' } });
  return { html: reply.text, issues: issuesOf(reply.headers.get(TEMPLATE_ISSUES_HEADER)) };
}
