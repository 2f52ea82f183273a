/**
 * AUDIT_SHIP_URL: POSTs each batch as JSON to a collector (a SIEM's HTTP input), with the bearer
 * AUDIT_SHIP_TOKEN if set. Body {source: 'kura', events: [...]}; header Idempotency-Key names the
 * batch's id range. Delivery is at least once: a batch may arrive twice after a crash or a lost
 * answer, and the collector drops repeats by event id. Only a 2xx answer counts as stored.
 */
import type { ShipTarget } from './shipTarget';
import type { ShippedEvent } from './shippedEvent';

export interface HttpRetry {
  /** Tries per batch in one pass. */
  attempts: number;
  /** Pause before the second try; doubles after every further failure. */
  baseDelayMs: number;
  timeoutMs: number;
}

export const DEFAULT_HTTP_RETRY: HttpRetry = { attempts: 5, baseDelayMs: 1000, timeoutMs: 10_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class HttpCollectorTarget implements ShipTarget {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly retry: HttpRetry = DEFAULT_HTTP_RETRY,
  ) {}

  async send(events: ShippedEvent[]): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'idempotency-key': `kura-audit-${events[0].id}-${events.at(-1)!.id}`,
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const body = JSON.stringify({ source: 'kura', events });
    let failure: Error = new Error('not sent');
    for (let attempt = 1; attempt <= this.retry.attempts; attempt++) {
      try {
        const res = await fetch(this.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(this.retry.timeoutMs) });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return;
        failure = new Error(`audit collector answered HTTP ${res.status}`);
      } catch (err) {
        failure = new Error(`audit collector unreachable: ${(err as Error).message}`);
      }
      if (attempt < this.retry.attempts) await sleep(this.retry.baseDelayMs * 2 ** (attempt - 1));
    }
    throw failure;
  }
}
