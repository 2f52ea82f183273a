/**
 * The services performed at an appointment (add-items, edit-item, remove-item), which invoicing
 * bills. Stored on the appointment (`items`, schemas/appointment.schema.json); the count and
 * price per unit default to the service's. Billed, cancelled and gone appointments keep theirs.
 */
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { appointments, services } from '../../db/schema';
import { conflict, invalidFields, notFound } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { recordAudit } from '../audit/recordAudit';
import { isUuid } from '../../../shared/validators/uuid';
import { announce, callerRole, type AppointmentCaller } from './context';
import { toWire, type AppointmentRow, type AppointmentWire } from './record';
import { findAppointment } from './read';
import { ITEM_EDITABLE_STATUSES, type AppointmentStatus } from './transitions';

export interface AppointmentItem {
  item_id: string;
  service_fk: string;
  count: number;
  /** Price per unit in Rappen. */
  ppu: number;
}
export interface ItemInput {
  service_fk?: string;
  count?: number;
  ppu?: number;
}

export const MAX_ITEMS = 100;

type Change = (items: AppointmentItem[], prices: Map<string, { ppu: number; count: number }>) => AppointmentItem[];

async function changeItems(c: AppointmentCaller, id: string, serviceIds: string[], change: Change): Promise<AppointmentWire> {
  await findAppointment(c, id);
  const row = await publishAfterCommit(c.events, (events) =>
    c.db.transaction(async (tx) => {
      const scoped = forCentre(tx, c.centreId);
      const [current] = await scoped.select().from(appointments).where(eq(appointments.appointmentId, id)).for('update');
      if (!current) throw notFound();
      if (!ITEM_EDITABLE_STATUSES.includes(current.status as AppointmentStatus)) throw conflict('appointmentNotEditable', { status: current.status });
      const known = serviceIds.length > 0 ? await scoped.select({ id: services.serviceId, ppu: services.ppu, count: services.count }).from(services).where(inArray(services.serviceId, serviceIds)) : [];
      const missing = serviceIds.findIndex((s) => !known.some((k) => k.id === s));
      if (missing >= 0) throw invalidFields([{ field: 'service_fk', code: 'invalidReference', message: 'errors.invalidReference' }]);
      const items = change((current.items ?? []) as AppointmentItem[], new Map(known.map((k) => [k.id, { ppu: Number(k.ppu), count: Number(k.count) }])));
      if (items.length > MAX_ITEMS) throw invalidFields([{ field: 'items', code: 'tooMany', message: 'errors.tooMany' }]);
      const [saved] = await scoped.update(appointments).set({ items, updatedAt: new Date() }).where(eq(appointments.appointmentId, id)).returning();
      await recordAudit(tx, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'update', objectType: 'appointment', objectId: id, detail: { fields: ['items'] } });
      announce(events, c, 'details', [id]);
      return saved as AppointmentRow;
    }),
  );
  return toWire(row);
}

export function addItems(c: AppointmentCaller, id: string, input: (ItemInput & { service_fk: string })[]): Promise<AppointmentWire> {
  return changeItems(c, id, input.map((i) => i.service_fk), (items, prices) => [
    ...items,
    ...input.map((i) => {
      const service = prices.get(i.service_fk) as { ppu: number; count: number };
      return { item_id: crypto.randomUUID(), service_fk: i.service_fk, count: i.count ?? (service.count || 1), ppu: i.ppu ?? service.ppu };
    }),
  ]);
}

export function editItem(c: AppointmentCaller, id: string, itemId: string, input: ItemInput): Promise<AppointmentWire> {
  return changeItems(c, id, input.service_fk ? [input.service_fk] : [], (items, prices) => {
    const at = items.findIndex((i) => i.item_id === itemId);
    if (at < 0 || !isUuid(itemId)) throw notFound('itemNotFound');
    const next = { ...items[at], ...input };
    // Another service without a price given takes that service's price.
    if (input.service_fk && input.ppu === undefined) next.ppu = (prices.get(input.service_fk) as { ppu: number }).ppu;
    return items.map((i, k) => (k === at ? next : i));
  });
}

export function removeItem(c: AppointmentCaller, id: string, itemId: string): Promise<AppointmentWire> {
  return changeItems(c, id, [], (items) => {
    if (!items.some((i) => i.item_id === itemId)) throw notFound('itemNotFound');
    return items.filter((i) => i.item_id !== itemId);
  });
}
