/**
 * GET /api/invoice/{id}/xml?version=4.5|5.0 (issue 11 §4, §6 pinned): the Forum Datenaustausch
 * generalInvoiceRequest of a tariff 590 invoice, as application/xml. A missing or unknown version
 * is 400 `invalidXmlVersion`; an invoice without tariff 590 positions 409 `notTariff590Invoice`;
 * a document an insurer would reject 422 `tariff590ChecksFailed` with the coded problems.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../../errors';
import { generalInvoiceRequestXml, Tariff590XmlError, XML_VERSIONS, type XmlVersion } from '../../services/documents/tariff590/generalInvoiceRequestXml';
import { tariff590DocumentOf } from '../../services/invoicing/tariff590Source';
import { invoiceById, MANAGERS } from './invoiceAccess';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;
const query = { type: 'object', properties: { version: { type: 'string', maxLength: 10 } } } as const;

export const isXmlVersion = (v: unknown): v is XmlVersion => XML_VERSIONS.includes(v as XmlVersion);

export async function invoiceXmlRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string }; Querystring: { version?: string } }>(
    '/api/invoice/:id/xml',
    { ...invoiceById(app, MANAGERS), schema: { tags: ['invoices'], params, querystring: query } },
    async (request, reply) => {
      const { version } = request.query;
      if (!isXmlVersion(version)) throw badRequest('invalidXmlVersion', { versions: XML_VERSIONS });
      const doc = await tariff590DocumentOf(app.ctx.db, request.centreId as string, request.params.id);
      let xml: string;
      try {
        xml = generalInvoiceRequestXml(doc, version);
      } catch (err) {
        if (err instanceof Tariff590XmlError) throw new HttpError(422, 'tariff590ChecksFailed', 'errors.tariff590ChecksFailed', { problems: err.problems });
        throw err;
      }
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${doc.invoice.number.replace(/[^\w.-]/g, '_')}-${version}.xml"`)
        .send(xml);
    },
  );
}
