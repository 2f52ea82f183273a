/**
 * The appointment record as the schema engine describes it (schemas/appointment.schema.json):
 * the wire shape of answers and the validation of bodies come from there, so a field added to
 * the schema is stored, validated and answered without touching this service.
 */
import { registry } from '../../../generated/registry.gen';
import { appointments } from '../../db/schema';
import { bodyValidator } from '../../records/bodySchemas';
import { rowToWire, wireToRow, type WireRecord } from '../../records/rowMapping';
import { buildRuntimeRecord } from '../../records/runtimeRecord';
import { writeInput } from '../../records/operations';

export const appointmentDef = registry.appointment;
export const appointmentRecord = buildRuntimeRecord(appointmentDef);

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentWire = WireRecord;

export const toWire = (row: AppointmentRow): AppointmentWire => rowToWire(appointmentRecord, row as unknown as Record<string, unknown>);

/** Keys a create body may carry beside the record's fields. */
export const CREATE_EXTRA_KEYS = ['repetition', 'isSms', 'isEmail'];

/** Validates a body against the record schema: throws the 400 with field errors, answers the normalised body. */
export function validateBody(body: unknown, mode: 'create' | 'update', extraKeys: string[] = []): Record<string, unknown> {
  const checked = bodyValidator(appointmentDef, mode, extraKeys)(body);
  if ('error' in checked) throw checked.error;
  return checked.value as Record<string, unknown>;
}

/** The writable columns a validated body sets (server-managed fields are dropped), as Drizzle keys. */
export function writableColumns(body: Record<string, unknown>): Partial<AppointmentRow> {
  const input = writeInput(appointmentRecord, body);
  return wireToRow(appointmentRecord, input.values, input.cleared) as Partial<AppointmentRow>;
}
