/**
 * Access of the payment and bank-file routes: money is the practice managers' (owner, admin), as
 * reading invoices is (rolePolicyInvoices). Calls naming a payment or a bank entry by id act in
 * that row's own centre: a preValidation hook looks it up and the guard checks the caller there
 * (another centre's or an unknown id answers 404 alike).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Access } from '../../access/accessRules';
import { acrossCentres } from '../../db/centreScope';
import { bankTransactions, payments } from '../../db/schema';
import { isUuid } from '../../../shared/validators/uuid';
import { MANAGERS } from './invoiceAccess';

const ROW_CENTRE = '$paymentCentre';
type CentreLookup = Pick<RouteShorthandOptions, 'preValidation'> & { config: { access: Access } };

function inCentreOf(app: FastifyInstance, find: (id: string) => Promise<string | undefined>): CentreLookup {
  return {
    config: { access: { centre: { from: 'params', key: ROW_CENTRE, roles: MANAGERS } } },
    preValidation: async (request: FastifyRequest) => {
      const params = request.params as Record<string, string>;
      const centreId = isUuid(params.id) ? await find(params.id) : undefined;
      if (centreId) params[ROW_CENTRE] = centreId;
    },
  };
}

/** A call naming a payment in path parameter `id`. */
export const paymentById = (app: FastifyInstance) =>
  inCentreOf(app, async (id) => {
    const table = acrossCentres(payments, 'finding the centre of a payment reached by its id, for the access guard');
    const [row] = await app.ctx.db.select({ centre: table.centreId }).from(table).where(eq(table.id, id)).limit(1);
    return row?.centre;
  });

/** A call naming a bank entry in path parameter `id`. */
export const transactionById = (app: FastifyInstance) =>
  inCentreOf(app, async (id) => {
    const table = acrossCentres(bankTransactions, 'finding the centre of a bank entry reached by its id, for the access guard');
    const [row] = await app.ctx.db.select({ centre: table.centreId }).from(table).where(eq(table.id, id)).limit(1);
    return row?.centre;
  });

export const centreInParams: { access: Access } = { access: { centre: { from: 'params', key: 'id', roles: MANAGERS } } };
export const centreInBody: { access: Access } = { access: { centre: { from: 'body', key: 'centreId', roles: MANAGERS } } };
