import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';

/** Sends freshly committed outbox rows now instead of at the next poll; failures stay queued. */
export function kickOutbox(ctx: AppContext, log: FastifyBaseLogger): void {
  ctx.outbox.kick().catch((err: unknown) => log.error({ err }, 'outbox pass failed'));
}
