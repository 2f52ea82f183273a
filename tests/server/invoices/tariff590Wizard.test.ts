/**
 * The tariff 590 wizard's calls (issue 11 §4): a draft is checked and previewed before it
 * exists, created with appointments and hand-added positions, and its Tarif 590 form and second
 * form fetched through a signed link; the pre-send checks block what an insurer would reject.
 */
import { eq } from 'drizzle-orm';
import { appointments } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { finished, serviceOf, useInvoiceWorld } from './world';
import { decodeQr, pdfText, workDir, writePdf } from './support/pdfTools';

const AHV = '756.9217.0769.85';
const GLN = '7601000000019';

describe.each(DB_KINDS)('tariff 590 wizard calls on %s', (kind) => {
  const w = useInvoiceWorld(kind);
  let position: string;
  let caseId: string;
  const draft = (more: Record<string, unknown> = {}) => ({
    centreId: w.ia.centreId,
    contactId: w.ia.contact,
    providerId: w.ia.provider.userId,
    projectId: caseId,
    law: 'VVG',
    treatmentType: 'ambulatory',
    treatmentReason: 'disease',
    tiers: 'TG',
    canton: 'BE',
    appointments: [] as string[],
    positions: [] as unknown[],
    ...more,
  });

  beforeAll(async () => {
    const { ia } = w;
    // The therapist's numbers (the practice has none of its own: she bills with hers).
    const res = await call(w.t, ia.owner, 'PATCH', `/api/users/${ia.provider.userId}/resource`, {
      userData: { centreId: ia.centreId, BusinessNumber: [{ name: 'ZSR', value: 'A123460' }, { name: 'GLN', value: GLN }] },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(w.t, ia.owner, 'PATCH', `/api/clinics/${ia.centreId}/contacts/${ia.contact}`, { ahvNumber: AHV, sex: 'Female' })).statusCode).toBe(200);
    // 5-minute units at CHF 10.–, 12 of them (an hour) by default.
    position = await serviceOf(w, ia, { name: 'Akupunktur', type: 'tarif590', nr: '1004', ppu: 1000, count: 12 });
    const made = await call(w.t, ia.owner, 'POST', `/api/clinics/${ia.centreId}/projects`, { name: 'Rücken', contact_fk: ia.contact, caseDate: '2026-01-01', maxSessions: 3, insuranceLaw: 'VVG' });
    expect(made.statusCode).toBe(201);
    caseId = made.json().project_id;
  });

  it('checks a draft with an appointment and a hand-added position: lines, totals, next number, no problems', async () => {
    const { ia } = w;
    const appt = await finished(w, ia, { service_fk: position });
    const res = await call(w.t, ia.owner, 'POST', '/api/tariff590/check', draft({ appointments: [appt], positions: [{ serviceId: position, date: '2026-03-02', quantity: 6 }] }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.problems).toEqual([]);
    expect(body.blocked).toBe(false);
    expect(body.lines.map((l: { code: string; quantity: number; amount: number }) => [l.code, l.quantity, l.amount])).toEqual([
      ['1004', 12, 12000],
      ['1004', 6, 6000],
    ]);
    expect(body.totalDue).toBe(18000);
    expect(body.lines[0].appointmentId).toBe(appt);
    // Nothing was taken or billed by checking.
    const [row] = await w.t.ctx.db.select().from(appointments).where(eq(appointments.appointmentId, appt));
    expect(row.status).toBe('FINISHED');
  });

  it('names what an insurer would reject (tiers payant without insurer GLN, too many sessions, a date before the case) and refuses to create it', async () => {
    const { ia } = w;
    const res = await call(w.t, ia.owner, 'POST', '/api/tariff590/check', draft({
      tiers: 'TP',
      insurerName: 'Helvetia Kranken',
      positions: ['2025-12-30', '2026-03-03', '2026-03-04', '2026-03-05'].map((date) => ({ serviceId: position, date, quantity: 6 })),
    }));
    expect(res.statusCode).toBe(200);
    const codes = res.json().problems.map((p: { code: string }) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['insurerGlnMissing', 'tooManySessions', 'serviceBeforeCase']));
    expect(res.json().blocked).toBe(true);
    // Creating it is refused with the same problems, nothing written.
    const refused = await call(w.t, ia.owner, 'POST', '/api/tariff590/invoices', draft({ tiers: 'TP', insurerName: 'Helvetia Kranken', positions: [{ serviceId: position, date: '2025-12-30', quantity: 6 }] }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('tariff590ChecksFailed');
    expect(refused.json().problems.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(['insurerGlnMissing', 'serviceBeforeCase']));
  });

  it('previews the unsaved form and second form as PDFs', async () => {
    const { ia } = w;
    const dir = workDir();
    const body = draft({ positions: [{ serviceId: position, date: '2026-03-09', quantity: 9 }] });
    const original = await call(w.t, ia.owner, 'POST', '/api/tariff590/preview?form=original', body);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    const text = pdfText(writePdf(dir, 'preview', original.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('A123460');
    expect(text).toContain('1004');
    const second = await call(w.t, ia.owner, 'POST', '/api/tariff590/preview?form=second', body);
    expect(second.statusCode).toBe(200);
    // Tiers garant: the client's copy carries the QR-bill over the amount.
    const file = writePdf(dir, 'preview-second', second.rawPayload);
    const qr = decodeQr(file) ?? decodeQr(file, 300);
    expect(qr?.data).toContain('90.00');
  });

  it('creates the invoice: number taken, appointments BILLED and moved to the case, form links open without a token', async () => {
    const { ia } = w;
    const appt = await finished(w, ia, { service_fk: position });
    const res = await call(w.t, ia.owner, 'POST', '/api/tariff590/invoices', draft({ appointments: [appt], positions: [{ serviceId: position, date: '2026-03-10', quantity: 3 }] }));
    expect(res.statusCode).toBe(201);
    const inv = res.json();
    expect(inv).toMatchObject({ status: 'UNPROCESSED', contactId: ia.contact, project_fk: caseId, amount: 15000, header: { law: 'VVG', tiers: 'TG', canton: 'BE' } });
    expect(inv.items).toHaveLength(2);
    const [row] = await w.t.ctx.db.select().from(appointments).where(eq(appointments.appointmentId, appt));
    expect(row).toMatchObject({ status: 'BILLED', projectFk: caseId });
    // Billed once only.
    const again = await call(w.t, ia.owner, 'POST', '/api/tariff590/invoices', draft({ appointments: [appt] }));
    expect(again.statusCode).toBe(409);
    for (const form of ['original', 'second']) {
      const link = await call(w.t, ia.owner, 'GET', `/api/invoice/${inv.invoice_id}/tariff590Form?form=${form}`);
      expect(link.statusCode).toBe(200);
      const url = new URL(link.json().pdfTempLink);
      const pdf = await w.t.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdfText(writePdf(workDir(), form, pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain(inv.number);
    }
    const forged = await w.t.app.inject({ method: 'GET', url: '/api/tariff590-form?token=abc.def' });
    expect(forged.statusCode).toBe(404);
  });

  it('refuses appointments of another client and a case of another client', async () => {
    const { ia } = w;
    const other = (await call(w.t, ia.owner, 'POST', `/api/clinics/${ia.centreId}/contacts`, { firstName: 'Beat', lastName: 'Keller' })).json().contact_id;
    const appt = await finished(w, ia, { service_fk: position, contact_fk: other });
    const res = await call(w.t, ia.owner, 'POST', '/api/tariff590/check', draft({ appointments: [appt] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('tariff590AppointmentNotOfDraft');
    const caseOfOther = (await call(w.t, ia.owner, 'POST', `/api/clinics/${ia.centreId}/projects`, { name: 'Andere', contact_fk: other })).json().project_id;
    const wrongCase = await call(w.t, ia.owner, 'POST', '/api/tariff590/check', draft({ projectId: caseOfOther, positions: [{ serviceId: position, date: '2026-03-02', quantity: 1 }] }));
    expect(wrongCase.statusCode).toBe(400);
    expect(wrongCase.json().code).toBe('tariff590CaseNotOfClient');
    const nothing = await call(w.t, ia.owner, 'POST', '/api/tariff590/check', draft());
    expect(nothing.statusCode).toBe(400);
  });
});
