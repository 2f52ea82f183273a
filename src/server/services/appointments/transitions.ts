/**
 * The server side of the appointment life cycle: the one transitions table is pure and shared
 * with the client (src/shared/appointments/transitions.ts); here a refused change becomes the 409.
 */
import { conflict } from '../../errors';
import { canTransition } from '../../../shared/appointments/transitions';

export * from '../../../shared/appointments/transitions';

/** 409 `invalidStatusTransition` unless the table allows from → to. */
export function assertTransition(from: string, to: string): void {
  if (!canTransition(from, to)) throw conflict('invalidStatusTransition', { from, to });
}
