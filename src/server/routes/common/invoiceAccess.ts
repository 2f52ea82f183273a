/**
 * Access of the invoice routes (issue 11; wording.md §6 "only the owner may create invoices for
 * the practice"). Creating, editing, cancelling and deleting invoices is the owner's; the practice's
 * managers (owner, admin) read them and record that they were sent. Calls that name an invoice,
 * appointment or contact by id act in that record's own centre: a preValidation hook looks it up
 * and the guard checks the caller there (another centre's or an unknown id answers 404 alike).
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { registry } from '../../../generated/registry.gen';
import type { Access, RoleName } from '../../access/accessRules';
import { centreOfRecord } from '../../records/recordStore';
import { buildRuntimeRecord } from '../../records/runtimeRecord';
import type { RuntimeRecord } from '../../records/runtimeRecord';
import { appointmentRecord } from '../../services/appointments/record';
import { invoiceRecord } from '../../services/invoicing/record';
import type { InvoiceCaller } from '../../services/invoicing/context';
import { isUuid } from '../../../shared/validators/uuid';

export const OWNER: RoleName[] = ['OWNER'];
export const MANAGERS: RoleName[] = ['OWNER', 'ADMIN'];

/** Where the looked-up centre goes for the guard (never a URL parameter). */
const RECORD_CENTRE = '$invoiceCentre';
const contactRecord = buildRuntimeRecord(registry.contact);

type Picker = (request: FastifyRequest) => unknown;

function inCentreOf(app: FastifyInstance, rt: RuntimeRecord, pick: Picker, roles: RoleName[]): CentreLookup {
  return {
    config: { access: { centre: { from: 'params', key: RECORD_CENTRE, roles } } },
    preValidation: async (request: FastifyRequest) => {
      const id = pick(request);
      const centreId = isUuid(id) ? await centreOfRecord(app.ctx.db, rt, id) : undefined;
      if (centreId) (request.params as Record<string, string>)[RECORD_CENTRE] = centreId;
    },
  };
}
type CentreLookup = Pick<RouteShorthandOptions, 'preValidation'> & { config: { access: Access } };

const params = (request: FastifyRequest) => request.params as Record<string, unknown>;
const bodyList = (request: FastifyRequest, key: string) => {
  const list = (request.body as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(list) ? list[0] : undefined;
};

/** A call naming an invoice in path parameter `id`. */
export const invoiceById = (app: FastifyInstance, roles: RoleName[]) => inCentreOf(app, invoiceRecord, (r) => params(r).id, roles);
/** A call naming invoices in body list `key` (the first one decides the centre; the others must be of it, or 404). */
export const invoicesInBody = (app: FastifyInstance, key: string, roles: RoleName[]) => inCentreOf(app, invoiceRecord, (r) => bodyList(r, key), roles);
/** invoice-pdf-links: invoices named in repeated query parameters (the first one decides the centre). */
export const invoicesInQuery = (app: FastifyInstance, keys: string[], roles: RoleName[]) =>
  inCentreOf(
    app,
    invoiceRecord,
    (r) => {
      const q = r.query as Record<string, unknown>;
      const first = keys.map((k) => q[k]).find((v) => v !== undefined);
      return Array.isArray(first) ? first[0] : first;
    },
    roles,
  );
/** singleInvoice: the centre of the appointments to bill (others of another centre are unknown there: 400). */
export const appointmentsInBody = (app: FastifyInstance, roles: RoleName[]) => inCentreOf(app, appointmentRecord, (r) => bodyList(r, 'appointments'), roles);
/** A call naming a contact in path parameter `contactId`. */
export const contactById = (app: FastifyInstance, roles: RoleName[]) => inCentreOf(app, contactRecord, (r) => params(r).contactId, roles);

/** The service's view of the request (after the guard set request.centreId). */
export const invoiceCallerOf = (app: FastifyInstance, request: FastifyRequest): InvoiceCaller => ({
  db: app.ctx.db,
  events: app.ctx.events,
  centreId: request.centreId as string,
  auth: request.auth!,
});
