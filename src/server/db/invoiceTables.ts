/**
 * The live link of an invoice to the appointments it bills (issue 11 §1): one row per billed
 * appointment, UNIQUE on the appointment, so an appointment is on at most one live invoice even
 * when two invoicing calls race (the second insert fails on the constraint). Cancelling or
 * deleting the invoice deletes its rows (the appointments go back to FINISHED and may be billed
 * again); the invoice's own `appointmentIds` keeps what it billed. The invoice record itself is
 * generated from schemas/invoice.schema.json (schema.gen.ts).
 */
import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { centres } from './baseTables';
import { appointments, invoices } from './schema.gen';

export const invoiceAppointments = pgTable(
  'invoice_appointments',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.appointmentId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoice_appointments_appointment_uq').on(t.appointmentId), index('invoice_appointments_invoice_idx').on(t.centreId, t.invoiceId)],
);
