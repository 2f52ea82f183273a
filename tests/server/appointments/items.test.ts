import { DB_KINDS } from '../support/testApp';
import { call, fieldCodes, useClinicsWorld } from '../centres/world';
import { create, slot } from './world';

describe.each(DB_KINDS)('services performed (items) and invoice status on %s', (kind) => {
  const w = useClinicsWorld(kind);

  it('adds items with the service’s price, edits and removes them, and keeps them once billed', async () => {
    const service = (await call(w.t, w.a.owner, 'POST', `/api/clinics/${w.a.centreId}/services`, { name: 'Massage', ppu: 12000, count: 1 })).json().service_id;
    const id = (await create(w, w.a.owner, slot(w.a, '2027-05-03', '09:00', '10:00'))).json().appointment_id;
    const url = (op: string) => `/api/appointments/${id}/${op}`;
    const added = await call(w.t, w.a.provider, 'PATCH', url('add-items'), { items: [{ service_fk: service }, { service_fk: service, count: 2, ppu: 5000 }] });
    expect(added.statusCode).toBe(200);
    const items = added.json().items;
    expect(items.map((i: { count: number; ppu: number }) => [i.count, i.ppu])).toEqual([[1, 12000], [2, 5000]]);
    const edited = await call(w.t, w.a.provider, 'PATCH', url('edit-item'), { item_id: items[0].item_id, count: 1.5 });
    expect(edited.json().items[0]).toMatchObject({ item_id: items[0].item_id, count: 1.5, ppu: 12000 });
    const removed = await call(w.t, w.a.provider, 'PATCH', url('remove-item'), { item_id: items[1].item_id });
    expect(removed.json().items).toHaveLength(1);
    expect((await call(w.t, w.a.provider, 'PATCH', url('remove-item'), { item_id: items[1].item_id })).json().code).toBe('itemNotFound');
    const foreign = (await call(w.t, w.b.owner, 'POST', `/api/clinics/${w.b.centreId}/services`, { name: 'B' })).json().service_id;
    expect(fieldCodes(await call(w.t, w.a.provider, 'PATCH', url('add-items'), { items: [{ service_fk: foreign }] }))).toEqual(['service_fk:invalidReference']);
    expect((await call(w.t, w.b.owner, 'PATCH', url('add-items'), { items: [{ service_fk: foreign }] })).statusCode).toBe(404);

    const invoiced = await call(w.t, w.a.owner, 'PATCH', url('update-invoice-status'), { status: 'UNPAID' });
    expect(invoiced.json()).toMatchObject({ invoiceStatus: 'UNPAID' });
    expect((await call(w.t, w.a.owner, 'PATCH', url('update-invoice-status'), { status: 'SOMETHING' })).statusCode).toBe(400);
    await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${id}/status`, { status: 'FINISHED' });
    await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${id}/status`, { status: 'BILLED' });
    expect((await call(w.t, w.a.provider, 'PATCH', url('add-items'), { items: [{ service_fk: service }] })).json().code).toBe('appointmentNotEditable');
  });
});
