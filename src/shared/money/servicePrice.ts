/**
 * The price of one service as booked: the unit price times the units billed by default
 * (a Tarif 590 hour is 12 units of 5 minutes at the unit price).
 */
export function bookedPrice(service: { ppu: number; count?: number | null }): number {
  return service.ppu * (service.count ?? 1);
}
