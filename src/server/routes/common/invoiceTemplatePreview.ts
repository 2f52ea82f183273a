/**
 * POST /api/invoice-templates/preview?centreId= {html, css?, contactId?, language?}: the template
 * rendered in its sandbox as a whole HTML document (text/html), from the fixed sample or, for a
 * letter of /documents, from a client of the centre. Every member may preview (nothing is
 * written); the answer carries a sandbox CSP of its own, and what rendering reported in
 * x-template-issues. A template that cannot be rendered safely answers 400 with its code.
 */
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../access/accessRules';
import { HttpError } from '../../errors';
import { actorOf, recordAccess } from '../../services/audit/recordAudit';
import { renderTemplatePreview } from '../../services/documents/templates/templatePreview';
import { TemplateRenderError } from '../../services/documents/templates/renderTemplate';
import { DOCUMENT_CSP } from '../../services/documents/templates/templateDocument';
import { TEMPLATE_ISSUES_HEADER, templatePreviewBody, templatePreviewQuery } from '../../../shared/api/invoiceTemplates';
import { typedRoutes } from '../typedRoutes';

const tags = ['invoice-templates'];
const memberOfQueryCentre: Access = { centre: { from: 'query', key: 'centreId' } };

export async function invoiceTemplatePreviewRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;

  app.post(
    '/api/invoice-templates/preview',
    { config: { access: memberOfQueryCentre }, bodyLimit: 512 * 1024, schema: { tags, querystring: templatePreviewQuery, body: templatePreviewBody } },
    async (request, reply) => {
      const { centreId } = request.query;
      const userId = request.auth!.userId;
      let rendered;
      try {
        rendered = await renderTemplatePreview(ctx.db, centreId, userId, request.body);
      } catch (e) {
        if (!(e instanceof TemplateRenderError)) throw e;
        // "unsafeTemplate" as on saving; the message says it is not shown (rather than not saved).
        throw new HttpError(400, e.code, e.code === 'unsafeTemplate' ? 'errors.unsafeTemplateRender' : `errors.${e.code}`);
      }
      if (request.body.contactId) {
        await recordAccess(ctx.db, { ...actorOf(request.auth!, centreId), centreId, action: 'read', objectType: 'contact', objectId: request.body.contactId, detail: { letter: true } });
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', `sandbox; ${DOCUMENT_CSP}; frame-ancestors 'self'`)
        .header('x-content-type-options', 'nosniff')
        .header(TEMPLATE_ISSUES_HEADER, encodeURIComponent(JSON.stringify(rendered.issues)))
        .send(rendered.document);
    },
  );
}
