/**
 * The OperationContext of one request: the generic CRUD routes and the routes that write records
 * in bulk (service copies, statutory VAT rates) run the record operations with the same context.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordHooks } from '../../services/records';
import { recordAudit, roleIn } from '../../services/audit/recordAudit';
import type { OperationContext } from '../../records/operations';
import type { RecordHooks } from '../../records/hooks';
import type { RuntimeRecord, RuntimeRegistry } from '../../records/runtimeRecord';

export function requestOperation(app: FastifyInstance, runtime: RuntimeRegistry, rt: RuntimeRecord, hooks: RecordHooks) {
  return (request: FastifyRequest): OperationContext => ({
    db: app.ctx.db,
    registry: runtime,
    rt,
    hooks,
    centreId: request.centreId as string,
    userId: request.auth?.userId as string,
    role: roleIn(request.auth, request.centreId),
    audit: recordAudit,
    publicUrl: app.ctx.config.publicUrl,
  });
}

/** A record by name (e.g. 'vatRate') with its domain hooks, for a route outside the CRUD plugin. */
export function recordOperation(app: FastifyInstance, runtime: RuntimeRegistry, name: string) {
  const rt = runtime.get(name);
  if (!rt) throw new Error(`the ${name} record is missing from the registry`);
  return { rt, operation: requestOperation(app, runtime, rt, recordHooks[name] ?? {}) };
}
