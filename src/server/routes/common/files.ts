/**
 * GET /api/files/{fileId}: public images of the clinic profile (logo, main picture, gallery,
 * provider avatars). Other files (documents, invoices) are never served there.
 * GET /api/centre/{id}/download-document?fileId=: any file of the centre, to its members, as a download.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { isUuid } from '../../../shared/validators/uuid';
import { findCentreFile, findPublicFile } from '../../services/files/fileRecords';
import { actorOf, recordAccess } from '../../services/audit/recordAudit';

export async function fileRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get<{ Params: { fileId: string } }>(
    '/api/files/:fileId',
    {
      config: { access: 'public' },
      schema: { tags: ['files'], params: { type: 'object', required: ['fileId'], properties: { fileId: { type: 'string', maxLength: 64 } } } },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      if (!isUuid(fileId)) throw notFound();
      const file = await findPublicFile(ctx.db, fileId);
      if (!file) throw notFound();
      const data = await ctx.files.get(file.storageKey).catch(() => null);
      if (!data) throw notFound();
      // The type was set from the file's bytes at upload; nosniff stops browsers guessing another.
      // A replaced image gets a new id, so each URL's content never changes and may be cached for good.
      return reply
        .header('content-type', file.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${fileId}"`)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(data);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { fileId: string } }>(
    '/api/centre/:id/download-document',
    {
      config: { access: { centre: { from: 'params', key: 'id' } } },
      schema: {
        tags: ['files'],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } },
        querystring: {
          type: 'object',
          required: ['fileId'],
          additionalProperties: false,
          properties: { fileId: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request, reply) => {
      const { fileId } = request.query;
      if (!isUuid(fileId)) throw notFound();
      const file = await findCentreFile(ctx.db, request.centreId!, fileId);
      if (!file) throw notFound();
      const data = await ctx.files.get(file.storageKey).catch(() => null);
      if (!data) throw notFound();
      await recordAccess(ctx.db, {
        ...actorOf(request.auth, request.centreId),
        centreId: request.centreId,
        action: 'export',
        objectType: 'file',
        objectId: fileId,
        detail: { purpose: file.purpose },
      });
      return reply
        .header('content-type', file.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', attachmentDisposition(file.originalName || `document-${fileId.slice(0, 8)}`))
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(data);
    },
  );
}

/** RFC 6266 attachment header: an ASCII fallback plus the UTF-8 name; path parts and controls removed. */
export function attachmentDisposition(name: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters from a file name is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').slice(0, 200) || 'document';
  const ascii = base.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}
