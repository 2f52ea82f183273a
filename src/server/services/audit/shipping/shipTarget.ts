import type { ShippedEvent } from './shippedEvent';

/** An off-system store of the audit log. send() resolves only once the batch is safely stored there. */
export interface ShipTarget {
  /** Its row in audit_shipping: 'archive' or 'http'. */
  readonly name: string;
  send(events: ShippedEvent[]): Promise<void>;
}
