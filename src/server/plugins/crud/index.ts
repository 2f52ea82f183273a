/**
 * The generic CRUD plugin: for every record of the registry served by this backend, the routes
 * of routes.ts with JSON Schemas from the record schema, `config.access` scoped to the centre,
 * the record's hooks, and answers in the react-admin simple-rest dialect. Only the HTTP side
 * lives here; the record engine (stores, row mapping, operations, hooks) is src/server/records/.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Backend, RecordDefinition } from '../../../shared/recordDefinition';
import { registry as generatedRegistry, type RecordName } from '../../../generated/registry.gen';
import { userSettings, type AuditDetail } from '../../db/schema';
import { invalidField, notFound } from '../../errors';
import { recordHooks as defaultHooks } from '../../services/records';
import { compileParams } from '../../validation';
import type { CentreAccess } from '../../access/accessRules';
import { isUuid } from '../../../shared/validators/uuid';
import { bodySchema, bodyValidator, responseSchema, type BodyMode } from '../../records/bodySchemas';
import { centreOfRecord, centreStores } from '../../records/recordStore';
import { createRecord, deleteRecord, getRecord, getSingleton, listRecords, updateRecord, type OperationContext } from '../../records/operations';
import type { RecordHooks } from '../../records/hooks';
import { parseFilterParam } from '../../listParams';
import { pathParams, recordRoutes, type RecordRoute } from './routes';
import { requestOperation } from './requestOperation';
import { buildRuntimeRegistry, type RuntimeRecord, type RuntimeRegistry } from '../../records/runtimeRecord';
import { READ_AUDITED, recordAccess } from '../../services/audit/recordAudit';

export interface CrudPluginOptions {
  backend?: Backend;
  registry?: Record<string, RecordDefinition>;
  hooks?: Record<string, RecordHooks>;
}

const WRITES = new Set(['create', 'update', 'delete']);
/** Where a `centre.from: "record"` route puts the looked-up centre for the access guard (never a URL parameter). */
const RECORD_CENTRE = '$recordCentre';

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string>; Body: Record<string, unknown> }>;

/** Fills a missing centre id from the body or the caller's active centre (UserSetting.activeCentre). */
async function fillCentre(app: FastifyInstance, request: Req, route: RecordRoute, def: RecordDefinition): Promise<void> {
  const { from, key } = route.centre;
  if (from === 'record') return;
  const source = request[from] as Record<string, unknown> | undefined;
  if (source?.[key] !== undefined && source[key] !== '') return;
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  let centreId: unknown = request.query?.[key] ?? body[key] ?? body[def.centreField];
  if (centreId === undefined && request.auth) {
    const [setting] = await app.ctx.db
      .select({ centre: userSettings.activeCentreId })
      .from(userSettings)
      .where(eq(userSettings.userId, request.auth.userId));
    centreId = setting?.centre ?? undefined;
  }
  if (centreId !== undefined && from === 'query') (request.query as Record<string, unknown>)[key] = centreId;
}

function routeOptions(app: FastifyInstance, runtime: RuntimeRegistry, rt: RuntimeRecord, hooks: RecordHooks, route: RecordRoute): RouteOptions {
  const def = rt.def;
  const params = pathParams(route.url);
  const isWrite = WRITES.has(route.op);
  const byRecord = route.centre.from === 'record';
  const roles = isWrite && def.writeRoles ? { roles: def.writeRoles } : {};
  const access: CentreAccess = byRecord
    ? { centre: { from: 'params', key: RECORD_CENTRE, ...roles } }
    : { centre: { from: route.centre.from as 'params' | 'query' | 'body', key: route.centre.key, ...roles } };
  // A call with fixed values (PATCH …/active/{id}) takes no body.
  const mode: BodyMode | null = route.op === 'create' ? 'create' : route.op === 'update' && !route.set ? 'update' : null;
  if (route.set) {
    const checked = bodyValidator(def, 'update')(route.set);
    if ('error' in checked) throw new Error(`${def.name}: alias ${route.method} ${route.url} sets invalid values`);
  }
  const extraKeys = route.centre.fallback ? [route.centre.key] : route.centre.from === 'body' ? [route.centre.key] : [];
  const query: Record<string, object> = {};
  if (route.centre.from === 'query') query[route.centre.key] = { type: 'string' };
  if (route.op === 'list') {
    Object.assign(query, { sort: { type: 'string' }, range: { type: 'string' }, filter: { type: 'string' } });
    for (const k of Object.keys(route.queryFilters)) query[k] = { type: 'string' };
  }
  const record = responseSchema(def);
  const operation = requestOperation(app, runtime, rt, hooks);

  /** Reads of records holding patient data are logged after the read (DSV Art. 4 "access"). */
  const auditRead = async (op: OperationContext, objectId: string | null, detail: AuditDetail) => {
    if (!READ_AUDITED.has(def.name)) return;
    await recordAccess(app.ctx.db, { centreId: op.centreId, userId: op.userId, role: op.role, action: 'read', objectType: def.name as RecordName, objectId, detail });
  };

  return {
    method: route.method,
    url: route.url,
    config: { access },
    schema: {
      tags: [def.resource],
      params: { type: 'object', properties: Object.fromEntries(params.map((p) => [p, { type: 'string' }])), required: params },
      querystring: { type: 'object', properties: query },
      ...(mode ? { body: bodySchema(def, mode, extraKeys) } : {}),
      response: { [route.op === 'create' ? 201 : 200]: route.op === 'list' ? { type: 'array', items: record } : record },
    },
    validatorCompiler: ({ schema, httpPart }) => (httpPart === 'body' && mode ? bodyValidator(def, mode, extraKeys) : compileParams(schema)),
    // Records are built field by field from the registry, so plain JSON is safe and keeps every field.
    serializerCompiler: () => (data) => JSON.stringify(data),
    ...(route.centre.fallback ? { preValidation: async (request: Req) => fillCentre(app, request, route, def) } : {}),
    ...(byRecord
      ? {
          preValidation: async (request: Req) => {
            const id = request.params[route.centre.key];
            const centreId = isUuid(id) ? await centreOfRecord(app.ctx.db, rt, id) : undefined;
            if (centreId) request.params[RECORD_CENTRE] = centreId;
          },
        }
      : {}),
    handler: async (request: Req, reply) => {
      const op = operation(request);
      const body = route.set ? { ...route.set } : request.body;
      const id = route.idFrom === 'body' ? String(body?.[def.idField] ?? body?.id ?? '') : request.params[route.idParam];
      if (route.idFrom === 'body' && id === '') throw invalidField(def.idField, 'required');
      switch (route.op) {
        case 'list': {
          const filter = parseFilterParam(request.query.filter);
          for (const [param, key] of Object.entries(route.queryFilters)) {
            const v = request.query[param];
            if (v !== undefined) filter[key] = v === '' ? 'true' : v;
          }
          const { records, start, total } = await listRecords(op, { ...request.query, filter });
          // One event per list request, not per row: the list stays fast and the log small.
          await auditRead(op, null, { count: records.length, total, filters: Object.keys(filter).sort() });
          const range = records.length > 0 ? `${start}-${start + records.length - 1}` : '*';
          return reply
            .header('Content-Range', `${def.resource} ${range}/${total}`)
            .header('Access-Control-Expose-Headers', 'Content-Range')
            .send(records);
        }
        case 'get': {
          if (def.singleton) return getSingleton(op);
          const record = await getRecord(op, id);
          await auditRead(op, id, {});
          return record;
        }
        case 'create': {
          const body = { ...request.body };
          for (const [field, param] of Object.entries(route.setFromParams)) {
            const target = def.fields.find((f) => f.name === field)?.ref?.record ?? def.name;
            const value = request.params[param];
            // A parent named in the path that is not in this centre is a 404, like any foreign id.
            if (!isUuid(value) || !(await centreStores(app.ctx.db, runtime, op.centreId)(target).existingIds([value])).has(value)) throw notFound();
            body[field] = value;
          }
          const { record, created } = await createRecord(op, body);
          return reply.status(created ? 201 : 200).send(record);
        }
        case 'update':
          // PUT carries the whole record (react-admin's save); PATCH only the fields it names.
          return (await updateRecord(op, id, body, route.method === 'PUT')).record;
        case 'delete':
          return deleteRecord(op, id);
      }
    },
  } as RouteOptions;
}

export async function crudPlugin(app: FastifyInstance, opts: CrudPluginOptions = {}) {
  const backend = opts.backend ?? 'common';
  const runtime = buildRuntimeRegistry(opts.registry ?? generatedRegistry);
  const hooks = opts.hooks ?? defaultHooks;
  for (const rt of runtime.values()) {
    if (rt.def.backend !== backend) continue;
    for (const route of recordRoutes(rt.def)) app.route(routeOptions(app, runtime, rt, hooks[rt.def.name] ?? {}, route));
  }
}
