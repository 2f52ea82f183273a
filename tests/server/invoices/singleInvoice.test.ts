import { isValidQrReference, isValidCreditorReference } from '../../../src/shared/billing/references';
import type { AppointmentChanged } from '../../../src/shared/api/realtime';
import { freesTime } from '../../../src/server/services/waitlist/jobs';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { completeClinic, finished, getAppointment, IBAN, single, useInvoiceWorld } from './world';

describe.each(DB_KINDS)('POST /api/invoices/singleInvoice on %s', (kind) => {
  const w = useInvoiceWorld(kind);

  it('bills finished appointments: lines, VAT per rate, CHF rounding, QR reference, number, BILLED', async () => {
    const { ia } = w;
    const first = await finished(w, ia, { date: '2023-12-20' });
    const second = await finished(w, ia, { date: '2024-02-07' });
    // The second session also sold oil (8.1 % since 2024); the first a bottle at 7.7 %.
    for (const id of [first, second]) {
      const res = await call(w.t, ia.owner, 'PATCH', `/api/appointments/${id}/add-items`, { items: [{ service_fk: ia.therapy }, { service_fk: ia.oil, count: 1, ppu: 2493 }] });
      expect(res.statusCode).toBe(200);
    }
    const res = await single(w, ia.owner, [second, first, second]);
    expect(res.statusCode).toBe(201);
    const inv = res.json();
    expect(inv).toMatchObject({ number: '1', status: 'UNPROCESSED', contactId: ia.contact, providerId: ia.provider.userId, currency: 'CHF', referenceType: 'QRR', iban: 'CH4431999123000889012' });
    expect(typeof inv.invoice_id).toBe('string');
    expect(inv.id).toBe(inv.invoice_id);
    // 2 × 120.00 + 2 × 24.93 = 289.86 → 289.85 (0.05 rounding), VAT included in the prices.
    expect(inv.amount).toBe(28985);
    expect(inv.rounding).toBe(-1);
    expect(inv.vatByRate).toEqual([
      { code: 'CH-normal', rate: 7.7, net: 2315, vat: 178, gross: 2493 },
      { code: 'CH-normal', rate: 8.1, net: 2306, vat: 187, gross: 2493 },
    ]);
    expect(inv.totalTax).toBe(365);
    expect(inv.items.map((l: { date: string; quantity: number; unitPrice: number; vatRate: number | null; description: string }) => [l.date, l.description, l.quantity, l.unitPrice, l.vatRate])).toEqual([
      ['2023-12-20', 'Physiotherapie 60 Min.', 1, 12000, null],
      ['2023-12-20', 'Massageöl', 1, 2493, 7.7],
      ['2024-02-07', 'Physiotherapie 60 Min.', 1, 12000, null],
      ['2024-02-07', 'Massageöl', 1, 2493, 8.1],
    ]);
    expect(inv.items[0]).toMatchObject({ appointmentId: first, duration: 60 });
    expect(isValidQrReference(inv.reference)).toBe(true);
    expect(inv.billingDetails).toMatchObject({ name: 'Anna Müller', street: 'Rue du Lac', building: '12a', zipcode: '1003', city: 'Lausanne', country: 'CH' });
    expect(inv.birthDate).toBe('1980-04-02');
    expect(inv.paymentDeadline > inv.date).toBe(true);
    expect([...inv.appointmentIds].sort()).toEqual([first, second].sort());

    for (const id of [first, second]) expect(await getAppointment(w, ia.owner, id)).toMatchObject({ status: 'BILLED', invoiceStatus: 'UNPROCESSED' });
    const setting = (await call(w.t, ia.owner, 'GET', `/api/centre/${ia.centreId}/centreSetting`)).json();
    expect(setting.invoiceNumberNext).toBe('2');

    const read = await call(w.t, ia.admin, 'GET', `/api/invoices/${inv.invoice_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ invoice_id: inv.invoice_id, number: '1', status: 'UNPROCESSED', amount: 28985, reference: inv.reference, contactId: ia.contact });
  });

  it('tells calendars the billed appointments changed in their details only, so no waitlist run follows', async () => {
    const { ia } = w;
    const id = await finished(w, ia);
    const heard: AppointmentChanged[] = [];
    const stop = w.t.ctx.events.on('appointment_changed', (e) => void (e.appointmentIds.includes(id) && heard.push(e)));
    try {
      expect((await single(w, ia.owner, [id])).statusCode).toBe(201);
    } finally {
      stop();
    }
    expect(heard).toEqual([{ centreId: ia.centreId, appointmentIds: [id], kind: 'details', by: ia.owner.userId }]);
    expect(heard.some(freesTime)).toBe(false);
  });

  it('answers the same invoice for the same appointments again (idempotent), and 409 for an overlap', async () => {
    const { ia } = w;
    const a1 = await finished(w, ia);
    const a2 = await finished(w, ia);
    const created = await single(w, ia.owner, [a1, a2]);
    expect(created.statusCode).toBe(201);
    const again = await single(w, ia.owner, [a2, a1]);
    expect(again.statusCode).toBe(200);
    expect(again.json().invoice_id).toBe(created.json().invoice_id);
    const overlap = await single(w, ia.owner, [a1]);
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'appointmentAlreadyBilled', appointmentIds: [a1] });
  });

  it('refuses what cannot be billed together, with a code', async () => {
    const { ia } = w;
    const open = await finished(w, ia, {}, 'CONFIRMED');
    expect((await single(w, ia.owner, [open])).json()).toMatchObject({ code: 'appointmentNotFinished', appointmentIds: [open] });
    expect((await single(w, ia.owner, [open])).statusCode).toBe(409);

    const { contactOf } = await import('./world');
    const other = await contactOf(w, ia, { firstName: 'Ben' });
    const mixed = await single(w, ia.owner, [await finished(w, ia), await finished(w, ia, { contact_fk: other })]);
    expect([mixed.statusCode, mixed.json().code]).toEqual([400, 'invoiceMixedClients']);
    const therapists = await single(w, ia.owner, [await finished(w, ia), await finished(w, ia, { resourceId: ia.admin.userId })]);
    expect([therapists.statusCode, therapists.json().code]).toEqual([400, 'invoiceMixedTherapists']);
    const noClient = await single(w, ia.owner, [await finished(w, ia, { contact_fk: undefined })]);
    expect([noClient.statusCode, noClient.json().code]).toEqual([400, 'appointmentWithoutClient']);
    expect((await single(w, ia.owner, [])).statusCode).toBe(400);
    // Another centre's appointment is unknown here.
    const foreign = await finished(w, w.ib);
    const mine = await finished(w, ia);
    expect((await single(w, ia.owner, [mine, foreign])).json()).toMatchObject({ code: 'invalidReference', appointmentIds: [foreign] });
    // Nothing of the refused calls was billed.
    expect(await getAppointment(w, ia.owner, mine)).toMatchObject({ status: 'FINISHED' });
  });

  it('lists what is missing, with links to fix it, instead of billing', async () => {
    const { ia } = w;
    const { contactOf } = await import('./world');
    const sparse = await contactOf(w, ia, { firstName: 'Cleo', dateOfBirth: null, Address: { city: 'Bern' } });
    const noService = await finished(w, ia, { contact_fk: sparse, service_fk: undefined });
    await call(w.t, ia.owner, 'PATCH', `/api/centres/${ia.centreId}`, { businessInfo: { iban: '' } });
    try {
      const res = await single(w, ia.owner, [noService]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'invoicingIncomplete', message: 'errors.invoicingIncomplete' });
      expect(res.json().missing).toEqual([
        { what: 'paymentAccount', link: '/settings/business-info' },
        { what: 'contact', link: `/clients/profile/${sparse}`, id: sparse },
        { what: 'service', link: `/edit-appointment/${noService}`, id: noService },
      ]);
      expect(await getAppointment(w, ia.owner, noService)).toMatchObject({ status: 'FINISHED' });
    } finally {
      await completeClinic(w, ia);
    }
  });

  it('gives an ordinary IBAN a creditor reference (RF…)', async () => {
    const { ib } = w;
    await completeClinic(w, ib, IBAN);
    const res = await single(w, ib.owner, [await finished(w, ib)]);
    expect(res.statusCode).toBe(201);
    expect(res.json().referenceType).toBe('SCOR');
    expect(isValidCreditorReference(res.json().reference)).toBe(true);
    expect(res.json().reference.startsWith('RF')).toBe(true);
  });

  it('lets only the owner invoice for the practice', async () => {
    const { ia } = w;
    const id = await finished(w, ia);
    for (const who of [ia.admin, ia.provider]) expect((await single(w, who, [id])).statusCode).toBe(403);
    expect((await single(w, w.ib.owner, [id])).statusCode).toBe(404);
    expect(await getAppointment(w, ia.owner, id)).toMatchObject({ status: 'FINISHED' });
  });
});
