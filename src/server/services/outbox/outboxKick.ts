import type { AppContext } from '../../context';

/**
 * Sends freshly committed outbox rows now instead of at the next poll. Call it after the commit,
 * never inside the transaction; a failed pass is logged by the dispatcher and the rows stay queued.
 */
export function kickOutbox(ctx: Pick<AppContext, 'outbox'>): void {
  void ctx.outbox.kick();
}
