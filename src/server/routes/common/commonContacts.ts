/**
 * Common contacts (spec behaviour §3, §7 Contacts):
 *   GET  /api/common-contacts?email=…            the contacts with this e-mail in the caller's centres
 *   POST /api/common-contacts-centre {centreId, emails}   take the persons' data over into centreId
 * Which centres are looked into follows the contacts routes' own access rules (read for the
 * lookup and as sources, write for the target), see services/commonContacts/contactAccessRules.ts.
 * The target centre goes through the access plugin like any centre id: not the caller's → 404.
 */
import type { FastifyInstance } from 'fastify';
import { registry } from '../../../generated/registry.gen';
import { TAKE_OVER_MAX_EMAILS, type TakeOverRequest } from '../../../shared/api/commonContacts';
import { EMAIL_MAX_LENGTH } from '../../../shared/validators/email';
import { responseSchema } from '../../records/bodySchemas';
import { contactRulesFrom, type ContactRules } from '../../services/commonContacts/contactAccessRules';
import { findCommonContacts } from '../../services/commonContacts/findCommonContacts';
import { takeOverContacts } from '../../services/commonContacts/takeOverContacts';
import { actorOf, recordAccess } from '../../services/audit/recordAudit';

const tags = ['contacts'];
const emailString = { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH } as const;

export const commonContactMatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['centre', 'contact'],
  properties: {
    centre: { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } },
    contact: responseSchema(registry.contact),
  },
} as const;

export const takeOverResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['created', 'updated', 'skipped', 'notFound', 'results'],
  properties: {
    created: { type: 'integer' },
    updated: { type: 'integer' },
    skipped: { type: 'integer' },
    notFound: { type: 'array', items: { type: 'string' } },
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['email', 'outcome'],
        properties: {
          email: { type: 'string' },
          outcome: { type: 'string', enum: ['created', 'updated', 'unchanged', 'ambiguous', 'notFound'] },
          contact_id: { type: 'string' },
        },
      },
    },
  },
} as const;

export async function commonContactRoutes(app: FastifyInstance) {
  const { ctx } = app;
  let rules: ContactRules | null = null;
  // The contacts routes are registered after this plugin; their rules are read once all routes exist.
  app.addHook('onReady', async () => {
    rules = contactRulesFrom(app.accessTable, registry.contact.routes.base);
  });
  const contactRules = (): ContactRules => {
    if (!rules) throw new Error('common contacts: contact access rules not loaded');
    return rules;
  };

  app.get<{ Querystring: { email: string } }>(
    '/api/common-contacts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: emailString } },
        response: { 200: { type: 'array', items: commonContactMatchSchema } },
      },
    },
    async (request) => {
      const matches = await findCommonContacts(ctx.db, contactRules(), request.auth!, request.query.email);
      // Each contact shown is a read in its own centre's log.
      for (const { centre, contact } of matches) {
        await recordAccess(ctx.db, {
          ...actorOf(request.auth, centre.id),
          centreId: centre.id,
          action: 'read',
          objectType: 'contact',
          objectId: String(contact.contact_id),
          detail: { via: 'commonContacts' },
        });
      }
      return matches;
    },
  );

  app.post<{ Body: TakeOverRequest }>(
    '/api/common-contacts-centre',
    {
      config: { access: { centre: { from: 'body', key: 'centreId' } } },
      schema: {
        tags,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['centreId', 'emails'],
          properties: {
            centreId: { type: 'string', maxLength: 64 },
            emails: { type: 'array', minItems: 1, maxItems: TAKE_OVER_MAX_EMAILS, items: emailString },
          },
        },
        response: { 200: takeOverResultSchema },
      },
    },
    async (request) => takeOverContacts(ctx.db, contactRules(), request.auth!, request.centreId!, request.body.emails),
  );
}
