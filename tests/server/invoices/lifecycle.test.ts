import { INVOICE_STATUSES, INVOICE_TRANSITIONS } from '../../../src/shared/billing/invoiceTransitions';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { finished, getAppointment, single, useInvoiceWorld, type InvoiceWorld } from './world';

type Invoice = Record<string, unknown> & { invoice_id: string; number: string; status: string; items: { item_id: string }[] };

async function invoiceOf(w: InvoiceWorld, count = 1): Promise<{ invoice: Invoice; appointments: string[] }> {
  const appointments: string[] = [];
  for (let i = 0; i < count; i++) appointments.push(await finished(w, w.ia));
  const res = await single(w, w.ia.owner, appointments);
  if (res.statusCode !== 201) throw new Error(`invoice: ${res.statusCode} ${res.body}`);
  return { invoice: res.json(), appointments };
}

describe.each(DB_KINDS)('the invoice life cycle on %s', (kind) => {
  const w = useInvoiceWorld(kind);
  const status = (id: string, to: string) => call(w.t, w.ia.owner, 'PATCH', `/api/invoices/${id}/status`, { status: to });
  const next = async () => (await call(w.t, w.ia.owner, 'GET', `/api/centre/${w.ia.centreId}/centreSetting`)).json().invoiceNumberNext as string;

  it('follows the transitions table and refuses every other change with 409', async () => {
    // Walk UNPROCESSED → SENT → OVERDUE → REMINDER1..3 → PAID, trying every other status on the way.
    const { invoice } = await invoiceOf(w);
    const path = ['SENT', 'OVERDUE', 'REMINDER1', 'REMINDER2', 'REMINDER3', 'PAID'];
    let from = 'UNPROCESSED';
    for (const to of path) {
      for (const other of INVOICE_STATUSES.filter((s) => !INVOICE_TRANSITIONS[from as keyof typeof INVOICE_TRANSITIONS].includes(s) && s !== 'CANCELLED')) {
        const refused = await status(invoice.invoice_id, other);
        expect([from, other, refused.statusCode, refused.json().code]).toEqual([from, other, 409, 'invalidInvoiceTransition']);
      }
      const res = await status(invoice.invoice_id, to);
      expect([to, res.statusCode]).toEqual([to, 200]);
      from = to;
    }
    const paid = (await call(w.t, w.ia.admin, 'GET', `/api/invoices/${invoice.invoice_id}`)).json();
    expect(paid).toMatchObject({ status: 'PAID' });
    for (const stamp of ['sentAt', 'reminder1At', 'reminder2At', 'reminder3At', 'paidAt']) expect(typeof paid[stamp]).toBe('string');
    // Cancelling a paid invoice (its payments become credit) is tests/server/payments' part.
    expect((await status(invoice.invoice_id, 'BOGUS')).statusCode).toBe(400);
    for (const a of paid.appointmentIds as string[]) expect(await getAppointment(w, w.ia.owner, a)).toMatchObject({ status: 'BILLED', invoiceStatus: 'PAID' });
  });

  it('cancelling returns the appointments to FINISHED (billable again) and keeps the number', async () => {
    const { invoice, appointments } = await invoiceOf(w, 2);
    const before = await next();
    const res = await status(invoice.invoice_id, 'CANCELLED');
    expect(res.json()).toMatchObject({ status: 'CANCELLED', number: invoice.number });
    expect(typeof res.json().cancelledAt).toBe('string');
    for (const a of appointments) expect(await getAppointment(w, w.ia.owner, a)).toMatchObject({ status: 'FINISHED' });
    expect(await next()).toBe(before);
    for (const to of INVOICE_STATUSES) expect((await status(invoice.invoice_id, to)).statusCode).toBe(409);
    const again = await single(w, w.ia.owner, appointments);
    expect(again.statusCode).toBe(201);
    expect(again.json().number).toBe(before);
  });

  it('deleting frees the number only when it was the last one, and returns the appointments to FINISHED', async () => {
    const older = await invoiceOf(w);
    const newest = await invoiceOf(w);
    const after = await next();
    expect(Number(newest.invoice.number) + 1).toBe(Number(after));
    // Not the last one: the number stays used (no gap is refilled, no number reused).
    expect((await call(w.t, w.ia.owner, 'DELETE', `/api/invoices/${older.invoice.invoice_id}`)).statusCode).toBe(200);
    expect(await next()).toBe(after);
    expect(await getAppointment(w, w.ia.owner, older.appointments[0])).toMatchObject({ status: 'FINISHED' });
    // The last one: next goes back to it.
    const del = await call(w.t, w.ia.owner, 'DELETE', `/api/invoices/${newest.invoice.invoice_id}`);
    expect(del.json()).toMatchObject({ invoice_id: newest.invoice.invoice_id });
    expect(await next()).toBe(newest.invoice.number);
    expect((await call(w.t, w.ia.owner, 'GET', `/api/invoices/${newest.invoice.invoice_id}`)).statusCode).toBe(404);
    const reissued = await single(w, w.ia.owner, newest.appointments);
    expect(reissued.json().number).toBe(newest.invoice.number);
  });

  it('deleteInvoice de-duplicates the ids, frees the last numbers in turn, and refuses sent ones whole', async () => {
    const a = await invoiceOf(w);
    const b = await invoiceOf(w);
    const res = await call(w.t, w.ia.owner, 'DELETE', '/api/invoices/deleteInvoice', { ids: [a.invoice.invoice_id, b.invoice.invoice_id, a.invoice.invoice_id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: Invoice) => i.invoice_id).sort()).toEqual([a.invoice.invoice_id, b.invoice.invoice_id].sort());
    expect(await next()).toBe(a.invoice.number);

    const sent = await invoiceOf(w);
    const draft = await invoiceOf(w);
    await status(sent.invoice.invoice_id, 'SENT');
    const refused = await call(w.t, w.ia.owner, 'DELETE', '/api/invoices/deleteInvoice', { ids: [draft.invoice.invoice_id, sent.invoice.invoice_id] });
    expect([refused.statusCode, refused.json().code, refused.json().invoiceIds]).toEqual([409, 'invoiceNotDeletable', [sent.invoice.invoice_id]]);
    expect((await call(w.t, w.ia.owner, 'GET', `/api/invoices/${draft.invoice.invoice_id}`)).statusCode).toBe(200);
    // Another centre's id in the list: nothing of it is found, nothing is deleted.
    const foreign = await call(w.t, w.ia.owner, 'DELETE', '/api/invoices/deleteInvoice', { ids: [draft.invoice.invoice_id, w.ib.contact] });
    expect(foreign.statusCode).toBe(404);
    expect((await call(w.t, w.ia.owner, 'GET', `/api/invoices/${draft.invoice.invoice_id}`)).statusCode).toBe(200);
  });

  it('edits header, lines and number while UNPROCESSED only; a taken number is the duplication error', async () => {
    const { invoice } = await invoiceOf(w, 2);
    const [l1, l2] = invoice.items;
    const put = (body: unknown) => call(w.t, w.ia.owner, 'PUT', `/api/invoices/${invoice.invoice_id}`, body);
    const edited = await put({ header: { title: 'Rechnung Physiotherapie' }, items: [{ item_id: l2.item_id, unitPrice: 9999 }, { item_id: l1.item_id, description: 'Behandlung', quantity: 2 }] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().header.title).toBe('Rechnung Physiotherapie');
    expect(edited.json().items.map((l: { item_id: string; amount: number; description: string }) => [l.item_id, l.amount, l.description])).toEqual([
      [l2.item_id, 9999, 'Physiotherapie 60 Min.'],
      [l1.item_id, 24000, 'Behandlung'],
    ]);
    // 99.99 + 240.00 = 339.99 → 340.00
    expect(edited.json().amount).toBe(34000);
    const positions = await call(w.t, w.ia.owner, 'PATCH', `/api/invoices/${invoice.invoice_id}/update-position`, { itemIds: [l1.item_id, l2.item_id] });
    expect(positions.json().items.map((l: { item_id: string }) => l.item_id)).toEqual([l1.item_id, l2.item_id]);
    expect((await call(w.t, w.ia.owner, 'PATCH', `/api/invoices/${invoice.invoice_id}/update-position`, { itemIds: [l1.item_id] })).json().code).toBe('invalidInvoiceLines');
    expect((await put({ items: [{ item_id: w.ia.contact }] })).json().code).toBe('invalidInvoiceLines');

    const other = await invoiceOf(w);
    const dup = await put({ number: other.invoice.number });
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'invoiceNumberDuplicate']);
    const renamed = await put({ number: `${invoice.number}-A` });
    expect(renamed.json().number).toBe(`${invoice.number}-A`);
    expect(renamed.json().reference).not.toBe(invoice.reference);

    await status(invoice.invoice_id, 'UNPAID');
    const late = await put({ header: { title: 'Zu spät' } });
    expect([late.statusCode, late.json().code]).toEqual([409, 'invoiceNotEditable']);
    expect((await call(w.t, w.ia.owner, 'PATCH', `/api/invoices/${invoice.invoice_id}/update-position`, { itemIds: [l2.item_id, l1.item_id] })).statusCode).toBe(409);
  });

  it('marks invoices sent (sentAt, sentAs, printedAt) and refuses cancelled ones', async () => {
    const { invoice } = await invoiceOf(w);
    const overdue = await invoiceOf(w);
    await status(overdue.invoice.invoice_id, 'UNPAID');
    await status(overdue.invoice.invoice_id, 'OVERDUE');
    const res = await call(w.t, w.ia.admin, 'POST', `/api/sent-invoices/clinic/${w.ia.centreId}`, { invoiceIds: [invoice.invoice_id, overdue.invoice.invoice_id, invoice.invoice_id], sentAs: 'print', sendMode: 'bulk' });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().map((i: Invoice) => [i.invoice_id, i]));
    expect(byId.get(invoice.invoice_id)).toMatchObject({ status: 'SENT', sentAs: 'print', sendMode: 'bulk' });
    expect(typeof (byId.get(invoice.invoice_id) as Invoice).printedAt).toBe('string');
    // An overdue invoice sent again stays overdue.
    expect(byId.get(overdue.invoice.invoice_id)).toMatchObject({ status: 'OVERDUE', sentAs: 'print' });
    const second = await call(w.t, w.ia.owner, 'POST', `/api/sent-invoices/clinic/${w.ia.centreId}`, { invoiceIds: [invoice.invoice_id], sentAs: 'print', secondForm: true });
    expect(typeof second.json()[0].printedAtSecondForm).toBe('string');

    const cancelled = await invoiceOf(w);
    await status(cancelled.invoice.invoice_id, 'CANCELLED');
    const refused = await call(w.t, w.ia.owner, 'POST', `/api/sent-invoices/clinic/${w.ia.centreId}`, { invoiceIds: [cancelled.invoice.invoice_id], sentAs: 'digital' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'invalidInvoiceTransition']);
    // Ids of another centre are unknown in this one.
    const foreign = await call(w.t, w.ib.owner, 'POST', `/api/sent-invoices/clinic/${w.ib.centreId}`, { invoiceIds: [invoice.invoice_id], sentAs: 'digital' });
    expect(foreign.statusCode).toBe(404);
  });

  it('lists the centre invoices with filters and paging, a client’s invoices, and the figures', async () => {
    const { invoice } = await invoiceOf(w);
    const list = await call(w.t, w.ia.admin, 'GET', `/api/invoices/centre/${w.ia.centreId}/getAllFromCentre?range=[0,1]&sort=["number","ASC"]&filter=${encodeURIComponent(JSON.stringify({ status: 'UNPROCESSED' }))}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeLessThanOrEqual(2);
    expect(list.headers['content-range']).toMatch(/^invoices 0-\d+\/\d+$/);
    for (const i of list.json()) expect(i.status).toBe('UNPROCESSED');
    const mine = await call(w.t, w.ia.owner, 'GET', `/api/invoices/centre/${w.ia.centreId}/getAllFromCentre?filter=${encodeURIComponent(JSON.stringify({ q: invoice.number }))}`);
    expect(mine.json().map((i: Invoice) => i.number)).toContain(invoice.number);
    expect((await call(w.t, w.ia.owner, 'GET', `/api/invoices/centre/${w.ia.centreId}/getAllFromCentre?filter=${encodeURIComponent('{"bogus":1}')}`)).statusCode).toBe(400);

    const consumer = await call(w.t, w.ia.owner, 'GET', `/api/invoices/consumer/${w.ia.contact}`);
    expect(consumer.statusCode).toBe(200);
    expect(consumer.json().every((i: Invoice) => i.contactId === w.ia.contact)).toBe(true);
    expect(consumer.json().map((i: Invoice) => i.invoice_id)).toContain(invoice.invoice_id);
    expect((await call(w.t, w.ia.owner, 'GET', `/api/invoices/consumer/${w.ib.contact}`)).statusCode).toBe(404);

    const stats = await call(w.t, w.ia.owner, 'GET', `/api/invoice-statistic?clinicId=${w.ia.centreId}&userId=${w.ia.provider.userId}&startDate=2000-01-01`);
    expect(stats.statusCode).toBe(200);
    const s = stats.json();
    const live = Object.entries(s.byStatus as Record<string, { count: number; amount: number }>).filter(([k]) => k !== 'CANCELLED');
    expect(s.count).toBe(live.reduce((n, [, v]) => n + v.count, 0));
    expect(s.amount).toBe(live.reduce((n, [, v]) => n + v.amount, 0));
    expect(s.byStatus.UNPROCESSED.count).toBeGreaterThan(0);
    const centre = await call(w.t, w.ia.admin, 'GET', `/api/invoices/centre/${w.ia.centreId}/getStatisticFromCentre`);
    expect(centre.json()).toEqual(s);
    const future = (await call(w.t, w.ia.admin, 'GET', `/api/invoices/centre/${w.ia.centreId}/getStatisticFromCentre?startDate=2999-01-01`)).json();
    expect(future).toEqual({ count: 0, amount: 0, open: 0, paid: 0, overdue: 0, byStatus: {} });
  });

  it('lets only the owner change invoices, managers read them, others of the centre nothing', async () => {
    const { invoice } = await invoiceOf(w);
    expect((await call(w.t, w.ia.provider, 'GET', `/api/invoices/${invoice.invoice_id}`)).statusCode).toBe(403);
    expect((await call(w.t, w.ib.owner, 'GET', `/api/invoices/${invoice.invoice_id}`)).statusCode).toBe(404);
    expect((await call(w.t, w.ia.admin, 'PATCH', `/api/invoices/${invoice.invoice_id}/status`, { status: 'SENT' })).statusCode).toBe(403);
    expect((await call(w.t, w.ia.admin, 'DELETE', `/api/invoices/${invoice.invoice_id}`)).statusCode).toBe(403);
    expect((await call(w.t, w.ia.owner, 'GET', `/api/invoices/${invoice.invoice_id}`)).json().status).toBe('UNPROCESSED');
  });
});
