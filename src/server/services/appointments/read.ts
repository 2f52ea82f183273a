/**
 * Reading appointments: one by id, a page in the react-admin simple-rest dialect (through the
 * record engine's list, so the schema's filterable fields filter), and a client's appointments.
 * Reads are logged (appointments are health data), one event per request.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { appointments, contacts } from '../../db/schema';
import { notFound } from '../../errors';
import { listRecords, type OperationContext } from '../../records/operations';
import { parseFilterParam } from '../../listParams';
import { recordAccess, recordAudit } from '../audit/recordAudit';
import { isUuid } from '../../../shared/validators/uuid';
import type { ContactName } from '../../../shared/api/appointments';
import { callerRole, type AppointmentCaller } from './context';
import { appointmentRecord, toWire, type AppointmentRow, type AppointmentWire } from './record';
import { APPOINTMENT_STATUSES } from './transitions';

export async function findAppointment(c: Pick<AppointmentCaller, 'db' | 'centreId'>, id: string): Promise<AppointmentRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await forCentre(c.db, c.centreId).select().from(appointments).where(eq(appointments.appointmentId, id));
  if (!row) throw notFound();
  return row;
}

const logRead = (c: AppointmentCaller, objectId: string | null, detail: Record<string, string | number | string[]>) =>
  recordAccess(c.db, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'read', objectType: 'appointment', objectId, detail });

export async function getAppointment(c: AppointmentCaller, id: string): Promise<AppointmentWire> {
  const row = await findAppointment(c, id);
  await logRead(c, id, {});
  return toWire(row);
}

export interface AppointmentListQuery {
  sort?: string;
  range?: string;
  filter?: string;
  /** Shorthands of the spec's list parameters: therapist (user id), status (one or a comma list), contact, from/to (dates). */
  therapist?: string;
  status?: string;
  contact?: string;
  from?: string;
  to?: string;
  /** 'true': every row carries `contactName` (the calendar's titles). */
  contactNames?: string;
}

/** The filter of a list request; deleted appointments only when asked for by status. */
export function listFilter(q: AppointmentListQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = parseFilterParam(q.filter);
  if (q.therapist !== undefined) filter.resourceId = q.therapist;
  if (q.contact !== undefined) filter.contact_fk = q.contact;
  if (q.status !== undefined) filter.status = q.status.includes(',') ? q.status.split(',') : q.status;
  if (q.from !== undefined) filter.date_gte = q.from;
  if (q.to !== undefined) filter.date_lte = q.to;
  if (filter.therapist !== undefined) filter.resourceId = filter.therapist;
  if (filter.contact !== undefined) filter.contact_fk = filter.contact;
  delete filter.therapist;
  delete filter.contact;
  if (filter.status === undefined) filter.status = APPOINTMENT_STATUSES.filter((s) => s !== 'DELETED');
  return filter;
}

export async function listAppointments(c: AppointmentCaller, q: AppointmentListQuery): Promise<{ records: AppointmentWire[]; start: number; total: number }> {
  const op: OperationContext = {
    db: c.db,
    registry: new Map([['appointment', appointmentRecord]]),
    rt: appointmentRecord,
    hooks: {},
    centreId: c.centreId,
    userId: c.auth.userId,
    role: callerRole(c),
    audit: recordAudit,
  };
  const filter = listFilter(q);
  const page = await listRecords(op, { sort: q.sort ?? JSON.stringify(['startsAt', 'ASC']), range: q.range, filter });
  const named = q.contactNames === 'true' ? await withContactNames(c, page.records) : null;
  // The clients named come with the read (how many, as the contact list logs its counts).
  await logRead(c, null, { count: page.records.length, total: page.total, filters: Object.keys(filter).sort(), ...(named ? { contactNames: named.clients } : {}) });
  return { ...page, records: named?.records ?? page.records };
}

/** Each row with its client's name, read in one query for the page (at most 1,000 rows). */
export async function withContactNames(c: AppointmentCaller, rows: AppointmentWire[]): Promise<{ records: AppointmentWire[]; clients: number }> {
  const ids = [...new Set(rows.map((r) => r.contact_fk).filter((x): x is string => typeof x === 'string'))];
  const found = ids.length === 0 ? [] : await forCentre(c.db, c.centreId).select({ id: contacts.contactId, firstName: contacts.firstName, lastName: contacts.lastName }).from(contacts).where(inArray(contacts.contactId, ids));
  const names = new Map(found.map((n) => [n.id, { firstName: n.firstName, lastName: n.lastName } satisfies ContactName]));
  return { records: rows.map((r) => ({ ...r, contactName: (typeof r.contact_fk === 'string' && names.get(r.contact_fk)) || null })), clients: names.size };
}

/** A client's appointments, past and future (not deleted), in time order. */
export async function contactAppointments(c: AppointmentCaller, contactId: string): Promise<AppointmentWire[]> {
  if (!isUuid(contactId) || !(await forCentre(c.db, c.centreId).exists(contacts, eq(contacts.contactId, contactId)))) throw notFound();
  const rows = await forCentre(c.db, c.centreId)
    .select()
    .from(appointments)
    .where(and(eq(appointments.contactFk, contactId), ne(appointments.status, 'DELETED')))
    .orderBy(asc(appointments.startsAt))
    .limit(5000);
  await logRead(c, contactId, { count: rows.length });
  return rows.map(toWire);
}
