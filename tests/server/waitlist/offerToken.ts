/** The token of the newest waitlist offer a patient received, read from the SMS in the outbox. */
import { and, desc, eq, like } from 'drizzle-orm';
import { outbox } from '../../../src/server/db/schema';
import type { BookingWorld } from '../publicBooking/world';

export async function lastOfferToken(w: BookingWorld, e164: string): Promise<string> {
  const [row] = await w.t.ctx.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, e164), eq(outbox.template, 'waitlistOffer'), like(outbox.body, '%/booking/offer/%')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = /\/booking\/offer\/([A-Za-z0-9_-]+)/.exec(row?.body ?? '')?.[1];
  if (!token) {
    const sent = await w.t.ctx.db.select({ to: outbox.recipient, template: outbox.template }).from(outbox);
    throw new Error(`no offer to ${e164}; the outbox holds ${JSON.stringify(sent)}`);
  }
  return token;
}
