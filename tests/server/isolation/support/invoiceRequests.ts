/**
 * Requests of the invoice routes for the role matrix and the sweeps: each call that changes an
 * invoice gets a fresh one of its own (stored directly, UNPROCESSED, billing a finished
 * appointment), so every allowed caller reaches the route's work.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bulkPdfDir } from '../../../../src/server/services/invoicing/bulkPdf';
import { eq } from 'drizzle-orm';
import * as schema from '../../../../src/server/db/schema';
import { png } from '../../centres/testImages';
import { sequencePer } from '../../support/sequences';
import type { Centre, RoleWorld } from './roleWorld';
import type { CellRequest, RouteKey } from './routeRequests';

const dayOf = sequencePer<RoleWorld>();

/**
 * A FINISHED appointment of centre `c`'s provider with its client and service, stored directly
 * (a sweep may have ended the owner's session by then), each on a day of its own.
 */
async function finishedAppointment(w: RoleWorld, c: Centre): Promise<string> {
  const start = new Date(Date.UTC(2031, 0, 1, 8) + dayOf(w) * 86_400_000);
  const end = new Date(start.getTime() + 3_600_000);
  const [row] = await w.t.ctx.db
    .insert(schema.appointments)
    .values({
      centreId: c.centreId,
      date: start.toISOString().slice(0, 10),
      startTime: '09:00',
      endTime: '10:00',
      resourceId: c.users.PROVIDER.userId,
      contactFk: c === w.a ? w.records.contact : w.bRecords.contact,
      serviceFk: c === w.a ? w.records.service : w.bRecords.service,
      status: 'FINISHED',
      duration: 60,
      startsAt: start,
      endsAt: end,
      busyFrom: start,
      busyUntil: end,
    })
    .returning();
  return row.appointmentId;
}

/** An UNPROCESSED invoice of centre `c` with one line. */
export async function freshInvoice(w: RoleWorld, c: Centre): Promise<{ id: string; itemId: string }> {
  const contact = c === w.a ? w.records.contact : w.bRecords.contact;
  const itemId = crypto.randomUUID();
  const [row] = await w.t.ctx.db
    .insert(schema.invoices)
    .values({
      centreId: c.centreId,
      number: `T-${crypto.randomBytes(6).toString('hex')}`,
      date: '2027-01-04',
      contactId: contact,
      amount: 12000,
      totalDue: 12000,
      items: [{ item_id: itemId, date: '2027-01-04', description: 'Physiotherapie', quantity: 1, unitPrice: 12000, amount: 12000, vatRate: null, vatAmount: 0 }],
    })
    .returning();
  return { id: row.invoiceId, itemId };
}

/** An invoice logo of centre `c`, stored for real (the image route reads it back). */
async function designLogo(w: RoleWorld, c: Centre): Promise<void> {
  const key = await w.t.ctx.files.put(c.centreId, png(16, 16));
  await w.t.ctx.db.insert(schema.files).values({ centreId: c.centreId, purpose: 'invoice-logo', mimeType: 'image/png', size: 1, storageKey: key });
}

/** A tariff 590 wizard draft of centre `c`: its client, its therapist, one position added by hand. */
const tariff590Draft = (w: RoleWorld, c: Centre) => ({
  centreId: c.centreId,
  contactId: c === w.a ? w.records.contact : w.bRecords.contact,
  providerId: c.users.PROVIDER.userId,
  law: 'VVG',
  treatmentType: 'ambulatory',
  treatmentReason: 'disease',
  tiers: 'TG',
  appointments: [],
  positions: [{ serviceId: c === w.a ? w.records.service : w.bRecords.service, date: '2031-02-03', quantity: 6 }],
});

/** The request of an invoice route, or null for other routes. */
export async function invoiceRequest(w: RoleWorld, route: RouteKey, c: Centre): Promise<CellRequest | null> {
  const name = `${route.method} ${route.url}`;
  const contact = c === w.a ? w.records.contact : w.bRecords.contact;
  const byId = async (suffix = '') => `/api/invoices/${(await freshInvoice(w, c)).id}${suffix}`;
  switch (name) {
    case 'POST /api/invoices/singleInvoice':
      return { url: route.url, body: { appointments: [await finishedAppointment(w, c)] } };
    case 'GET /api/invoices/:id':
    case 'DELETE /api/invoices/:id':
      return { url: await byId() };
    case 'PUT /api/invoices/:id':
      return { url: await byId(), body: { header: { title: 'Rechnung' } } };
    case 'PATCH /api/invoices/:id/status':
      return { url: await byId('/status'), body: { status: 'UNPAID' } };
    case 'PATCH /api/invoices/:id/update-position': {
      const inv = await freshInvoice(w, c);
      return { url: `/api/invoices/${inv.id}/update-position`, body: { itemIds: [inv.itemId] } };
    }
    case 'DELETE /api/invoices/deleteInvoice':
      return { url: route.url, body: { ids: [(await freshInvoice(w, c)).id] } };
    case 'GET /api/invoices/consumer/:contactId':
      return { url: `/api/invoices/consumer/${contact}` };
    case 'GET /api/invoices/centre/:id/getAllFromCentre':
      return { url: `/api/invoices/centre/${c.centreId}/getAllFromCentre?range=[0,9]` };
    case 'GET /api/invoices/centre/:id/getStatisticFromCentre':
      return { url: `/api/invoices/centre/${c.centreId}/getStatisticFromCentre?startDate=2027-01-01` };
    case 'GET /api/invoice-statistic':
      return { url: `/api/invoice-statistic?clinicId=${c.centreId}&userId=${c.users.PROVIDER.userId}&startDate=2027-01-01` };
    case 'POST /api/sent-invoices/clinic/:id':
      return { url: `/api/sent-invoices/clinic/${c.centreId}`, body: { invoiceIds: [(await freshInvoice(w, c)).id], sentAs: 'print' } };
    case 'POST /api/invoices/bulkInvoice':
      return { url: route.url, body: { appointments: [await finishedAppointment(w, c)] } };
    case 'GET /api/invoice/:id/generatePDF':
      return { url: `/api/invoice/${(await freshInvoice(w, c)).id}/generatePDF` };
    case 'GET /api/invoice-pdf-links':
      return { url: `/api/invoice-pdf-links?invoiceLogoIds=${(await freshInvoice(w, c)).id}` };
    case 'GET /api/invoice-pdf': {
      const token = w.t.ctx.pdfLinks.sign({ centreId: c.centreId, id: (await freshInvoice(w, c)).id, kind: 'invoice' });
      return { url: `/api/invoice-pdf?token=${token}` };
    }
    case 'GET /api/invoice/:id/xml':
      return { url: `/api/invoice/${(await freshInvoice(w, c)).id}/xml?version=5.0` };
    case 'GET /api/invoice/:id/generateReminder':
      return { url: `/api/invoice/${(await freshInvoice(w, c)).id}/generateReminder` };
    case 'POST /api/invoices/getInvoicesAsBulkPDF':
      return { url: route.url, body: { invoiceIds: [(await freshInvoice(w, c)).id] } };
    case 'GET /api/invoices/centre/:id/bulk-pdf/:jobId': {
      // A finished bulk PDF of the centre, as the job leaves it.
      const jobId = crypto.randomUUID();
      const dir = bulkPdfDir(w.t.ctx.config.dataDir, c.centreId);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${jobId}.pdf`), '%PDF-1.4\n%%EOF\n');
      return { url: `/api/invoices/centre/${c.centreId}/bulk-pdf/${jobId}` };
    }
    case 'GET /api/centres/:id/invoice-design':
    case 'PUT /api/centres/:id/invoice-design/:slot':
      // Without a file part the upload is the route's own 400 (fileNotSelected): past the access check.
      return { url: `/api/centres/${c.centreId}/invoice-design${name.startsWith('PUT') ? '/logo' : ''}` };
    case 'DELETE /api/centres/:id/invoice-design/:slot':
    case 'GET /api/centres/:id/invoice-design/:slot/image':
      await designLogo(w, c);
      return { url: `/api/centres/${c.centreId}/invoice-design/logo${name.startsWith('GET') ? '/image' : ''}` };
    case 'POST /api/centres/:id/invoice-design/preview':
      return { url: route.url.replace(':id', c.centreId), body: { title: 'Rechnung' } };
    case 'POST /api/tariff590/check':
    case 'POST /api/tariff590/preview':
    case 'POST /api/tariff590/invoices':
      return { url: route.url, body: tariff590Draft(w, c) };
    case 'GET /api/invoice/:id/tariff590Form':
      return { url: `/api/invoice/${(await freshInvoice(w, c)).id}/tariff590Form?form=second` };
    case 'GET /api/tariff590-form': {
      const id = (await freshInvoice(w, c)).id;
      await w.t.ctx.db.update(schema.invoices).set({ providerId: c.users.PROVIDER.userId }).where(eq(schema.invoices.invoiceId, id));
      return { url: `/api/tariff590-form?token=${w.t.ctx.pdfLinks.sign({ centreId: c.centreId, id, kind: 'tariff590' })}` };
    }
    default:
      return null;
  }
}
