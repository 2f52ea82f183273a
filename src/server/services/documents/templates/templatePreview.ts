/**
 * A template rendered for the preview (/invoice-preview) or as a letter (/documents): from the
 * fixed sample, or from one client of the centre.
 */
import { toLanguage } from '../../../../shared/languages';
import type { TemplatePreviewRequest } from '../../../../shared/api/invoiceTemplates';
import type { Db } from '../../../db/client';
import { translate } from '../../../i18n';
import { letterData } from './letterData';
import { sampleTemplateData } from './sampleTemplateData';
import { renderTemplateDocument, type RenderedDocument } from './templateDocument';

export async function renderTemplatePreview(db: Db, centreId: string, userId: string, input: TemplatePreviewRequest): Promise<RenderedDocument> {
  const template = { html: input.html, css: input.css ?? '' };
  if (input.contactId) {
    const letter = await letterData(db, centreId, userId, input.contactId);
    const language = toLanguage(input.language ?? letter.language);
    return renderTemplateDocument(template, letter.data, language, translate(language, 'invoiceTemplates.documents.frameTitle'));
  }
  const language = toLanguage(input.language);
  return renderTemplateDocument(template, sampleTemplateData(language), language, translate(language, 'invoiceTemplates.preview.frameTitle'));
}
