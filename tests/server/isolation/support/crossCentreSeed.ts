/**
 * Centre B of the cross-centre sweep (security plan A1/A2), seeded beside the role world: every
 * kind of record a route can name, each carrying a canary no answer to A may show, and the
 * checksum of all of B's rows. Also the sweep's B ids in paths and its injection body.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../../src/server/db/schema';
import type { TestApp } from '../../support/testApp';
import { addMember, createClinic, createUser, type TestClinic, type TestUser } from '../../support/fixtures';

const CENTRE_PARAMS = new Set(['cid', 'centreId', 'clinicId']);

export interface CrossCentreSeed {
  a: TestClinic;
  b: TestClinic;
  bProvider: TestUser;
  bIds: Record<string, string>;
  canaries: string[];
}

export async function seedCrossCentre(t: TestApp): Promise<CrossCentreSeed> {
  const canary = `CANARY-B-${crypto.randomUUID()}`;
  const a = await createClinic(t.ctx, { name: 'Praxis A' });
  const b = await createClinic(t.ctx, { name: canary, ownerEmail: `owner-${canary.toLowerCase()}@example.ch` });
  const bProvider = await createUser(t.ctx, { firstName: `${canary}-provider`, email: `prov-${canary.toLowerCase()}@example.ch` });
  await addMember(t.ctx, b.centreId, bProvider, 'PROVIDER');
  const [cp] = await t.ctx.db.select().from(schema.centreProviders).where(eq(schema.centreProviders.userId, bProvider.userId));
  const [file] = await t.ctx.db
    .insert(schema.files)
    .values({ centreId: b.centreId, purpose: 'logo', mimeType: 'image/png', size: 1, storageKey: `${b.centreId}/x` })
    .returning();
  // B's invoice logo: A's invoice-design routes, called with B's ids or a design slot, must not reach it.
  await t.ctx.db.insert(schema.files).values({ centreId: b.centreId, purpose: 'invoice-logo', mimeType: 'image/png', size: 1, originalName: `${canary}.png`, storageKey: `${b.centreId}/y` });
  const [inv] = await t.ctx.db
    .insert(schema.invitations)
    .values({ centreId: b.centreId, email: `inv-${canary.toLowerCase()}@example.ch`, tokenHash: crypto.randomUUID(), expiresAt: new Date(Date.now() + 86400e3) })
    .returning();
  const [tpl] = await t.ctx.db
    .insert(schema.notificationTemplates)
    .values({ centreId: b.centreId, notificationType: 'bookingRequest.client.mail', template: canary })
    .returning();
  // Days off of B's provider, named with the canary so any read of them would show.
  await t.ctx.db.insert(schema.daysOff).values({ centreId: b.centreId, userId: bProvider.userId, year: 2026, startDate: '2026-12-24', endDate: '2026-12-31', name: canary });
  // Working hours of B's provider: a special day labelled with the canary, a template day, a booking centre.
  await t.ctx.db.insert(schema.specialDays).values({ centreId: b.centreId, userId: bProvider.userId, date: '2026-12-23', timeSlots: [{ startTime: '09:00', endTime: '12:00', event: canary }] });
  await t.ctx.db.insert(schema.scheduleTemplateDays).values({ centreId: b.centreId, userId: bProvider.userId, weekDay: 1, available: true, timeSlots: [{ startTime: '09:00', endTime: '12:00' }] });
  await t.ctx.db.insert(schema.bookingCentres).values({ centreId: b.centreId, userId: bProvider.userId });
  // A client of B and their appointment, both carrying the canary.
  const [contact] = await t.ctx.db.insert(schema.contacts).values({ centreId: b.centreId, firstName: canary, lastName: 'B' }).returning();
  const at = new Date('2027-03-01T08:00:00Z');
  const [appointment] = await t.ctx.db
    .insert(schema.appointments)
    .values({ centreId: b.centreId, date: '2027-03-01', startTime: '09:00', endTime: '10:00', resourceId: bProvider.userId, contactFk: contact.contactId, notes: canary, title: canary, startsAt: at, endsAt: new Date(at.getTime() + 3600e3), busyFrom: at, busyUntil: new Date(at.getTime() + 3600e3) })
    .returning();
  // A booking request of B and an appointment its client cancelled online: what A's inbox must never list.
  const later = (h: number) => new Date(at.getTime() + h * 3600e3);
  const inbox = (h: number, status: 'UNCONFIRMED' | 'CANCELLED') =>
    ({ centreId: b.centreId, date: '2027-03-01', startTime: `${9 + h}:00`, endTime: `${10 + h}:00`, resourceId: bProvider.userId, contactFk: contact.contactId, title: canary, status, startsAt: later(h), endsAt: later(h + 1), busyFrom: later(h), busyUntil: later(h + 1) }) as const;
  await t.ctx.db.insert(schema.appointments).values(inbox(2, 'UNCONFIRMED'));
  const [cancelled] = await t.ctx.db.insert(schema.appointments).values({ ...inbox(4, 'CANCELLED'), cancelledAt: new Date('2026-11-01T10:00:00Z') }).returning();
  await t.ctx.db.insert(schema.onlineBookings).values({ centreId: b.centreId, appointmentId: cancelled.appointmentId, tokenHash: crypto.randomUUID(), cancelledOnlineAt: new Date('2026-11-01T10:00:01Z') });
  // An invoice of B billing that appointment, the canary in its header and debtor.
  const [invoice] = await t.ctx.db
    .insert(schema.invoices)
    .values({ centreId: b.centreId, number: 'B-1', date: '2027-03-01', contactId: contact.contactId, header: { title: canary }, billingDetails: { name: canary }, items: [], appointmentIds: [appointment.appointmentId] })
    .returning();
  await t.ctx.db.insert(schema.invoiceAppointments).values({ centreId: b.centreId, invoiceId: invoice.invoiceId, appointmentId: appointment.appointmentId });
  // A payment on that invoice and a bank entry of B, the canary in the note and the debtor.
  const [bankEntry] = await t.ctx.db
    .insert(schema.bankTransactions)
    .values({ centreId: b.centreId, importId: crypto.randomUUID(), duplicateKey: canary, status: 'UNPROCESSED', match: 'unmatched', kind: 'camt.054', account: 'CH4431999123000889012', messageId: canary, notificationId: canary, entryIndex: 0, amount: 500, currency: 'CHF', creditDebit: 'CRDT', debtorName: canary })
    .returning();
  const [payment] = await t.ctx.db
    .insert(schema.payments)
    .values({ centreId: b.centreId, invoiceId: invoice.invoiceId, contactId: contact.contactId, method: 'cash', amount: 100, invoiceAmount: 0, creditChange: 100, date: '2027-03-01', note: canary })
    .returning();
  return {
    a,
    b,
    bProvider,
    bIds: {
      centre: b.centreId,
      owner: b.owner.userId,
      provider: bProvider.userId,
      centreProvider: cp.id,
      file: file.id,
      invitation: inv.id,
      template: tpl.id,
      contact: contact.contactId,
      appointment: appointment.appointmentId,
      invoice: invoice.invoiceId,
      payment: payment.id,
      transaction: bankEntry.id,
      designSlot: 'logo',
    },
    canaries: [canary, canary.toLowerCase(), b.owner.email, bProvider.email],
  };
}

/** Checksum of every row that belongs to centre B (any table with centre_id) plus B's users. */
export async function checksumB(t: TestApp, s: CrossCentreSeed): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const cols = getTableColumns(table);
    const centreCol = Object.values(cols).find((c) => c.name === 'centre_id');
    const rows = centreCol
      ? await t.ctx.db.select().from(table).where(sql`${centreCol} = ${s.b.centreId}`)
      : getTableName(table) === 'users'
        ? await t.ctx.db.select().from(schema.users).where(sql`${schema.users.id} in (${s.b.owner.userId}, ${s.bProvider.userId})`)
        : [];
    hash.update(getTableName(table) + JSON.stringify(rows));
  }
  return hash.digest('hex');
}

function paramKinds(name: string): string[] {
  if (CENTRE_PARAMS.has(name)) return ['centre'];
  if (name === 'userId') return ['owner', 'provider'];
  if (name === 'providerId') return ['centreProvider', 'provider'];
  if (name === 'fileId') return ['file'];
  if (name === 'contactId') return ['contact'];
  if (name === 'slot') return ['designSlot'];
  return ['centre', 'owner', 'provider', 'centreProvider', 'file', 'invitation', 'template', 'contact', 'appointment', 'invoice', 'payment', 'transaction'];
}

/** Path variants: B's ids everywhere, and A's centre with B's object ids (the BOLA case). */
export function urlVariants(url: string, s: CrossCentreSeed): string[] {
  const params = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  if (params.length === 0) return [url];
  const out = new Set<string>();
  const kinds = new Set(params.flatMap(paramKinds));
  for (const kind of kinds) {
    let all = url;
    let mixed = url;
    for (const p of params) {
      const k = paramKinds(p).includes(kind) ? kind : paramKinds(p)[0];
      all = all.replace(`:${p}`, s.bIds[k]);
      mixed = mixed.replace(`:${p}`, CENTRE_PARAMS.has(p) || (p === 'id' && params.length > 1 && params[0] === 'id') ? s.a.centreId : s.bIds[k]);
    }
    out.add(all);
    out.add(mixed);
  }
  return [...out];
}

export function injectionBody(s: CrossCentreSeed): Record<string, unknown> {
  return {
    centreId: s.b.centreId,
    centre_fk: s.b.centreId,
    clinicId: s.b.centreId,
    userId: s.bIds.provider,
    user_fk: s.bIds.provider,
    providers: [s.bIds.owner, s.bIds.provider],
    newsIds: [s.bIds.template],
    file_id: s.bIds.file,
    // Invoice calls name appointments and invoices in their bodies.
    appointments: [s.bIds.appointment],
    ids: [s.bIds.invoice],
    invoiceIds: [s.bIds.invoice],
    // Payment and bank-file calls name invoices, clients and bank entries in their bodies.
    invoiceId: s.bIds.invoice,
    contactId: s.bIds.contact,
    matches: [{ transactionId: s.bIds.transaction, invoiceId: s.bIds.invoice }],
    email: s.b.owner.email,
    activeCentre: s.b.centreId,
    UserSetting: { activeCentre: s.b.centreId },
  };
}
