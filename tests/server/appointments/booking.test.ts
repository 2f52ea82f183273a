/** change-booking (the booked service) and update-project (the client's case) of an appointment. */
import { eq } from 'drizzle-orm';
import { projects, services } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call, fieldCodes, useClinicsWorld } from '../centres/world';
import { contactOf, create, slot } from './world';

describe.each(DB_KINDS)('booking and case of an appointment on %s', (kind) => {
  const w = useClinicsWorld(kind);

  it('change-booking takes the new service with its duration and buffers, or keeps the times', async () => {
    const [massage] = await w.t.ctx.db.insert(services).values({ centreId: w.a.centreId, name: 'Massage 90', duration: 90, bufferTimeBefore: 5, bufferTime: 10 }).returning();
    const id = (await create(w, w.a.owner, slot(w.a, '2027-07-05', '09:00', '10:00'))).json().appointment_id as string;
    const res = await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/change-booking`, { service_fk: massage.serviceId });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({ service_fk: massage.serviceId, startTime: '09:00', endTime: '10:30', duration: 90, startBufferTime: 5, endBufferTime: 10 });

    const [short] = await w.t.ctx.db.insert(services).values({ centreId: w.a.centreId, name: 'Kurz', duration: 30 }).returning();
    const kept = await call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/change-booking`, { service_fk: short.serviceId, keepTimes: true });
    expect(kept.json().appointment).toMatchObject({ service_fk: short.serviceId, endTime: '10:30' });
  });

  it('change-booking refuses a longer service that would clash, and services of another centre', async () => {
    const [long] = await w.t.ctx.db.insert(services).values({ centreId: w.a.centreId, name: 'Lang', duration: 120 }).returning();
    const id = (await create(w, w.a.owner, slot(w.a, '2027-07-06', '09:00', '10:00'))).json().appointment_id as string;
    await create(w, w.a.owner, slot(w.a, '2027-07-06', '10:30', '11:00'));
    const res = await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${id}/change-booking`, { service_fk: long.serviceId });
    expect(res.json()).toMatchObject({ code: 'appointmentOverlap', clash: { startTime: '10:30' } });
    const [bService] = await w.t.ctx.db.insert(services).values({ centreId: w.b.centreId, name: 'B' }).returning();
    expect(fieldCodes(await call(w.t, w.a.owner, 'PATCH', `/api/appointments/${id}/change-booking`, { service_fk: bService.serviceId }))).toEqual(['service_fk:invalidReference']);
  });

  it('update-project sets one case of the appointment\'s own client, clears it, and refuses others', async () => {
    const [hanna, ivo] = await Promise.all([contactOf(w, w.a, 'Hanna'), contactOf(w, w.a, 'Ivo')]);
    const made = await call(w.t, w.a.provider, 'POST', `/api/clinics/${w.a.centreId}/projects`, { name: 'Unfall Knie', contact_fk: hanna, accidentDate: '2027-06-01', insuranceLaw: 'UVG' });
    expect(made.statusCode).toBe(201);
    const caseId = made.json().project_id as string;
    const [ivoCase] = await w.t.ctx.db.insert(projects).values({ centreId: w.a.centreId, name: 'Ivo KVG', contactFk: ivo }).returning();
    const id = (await create(w, w.a.owner, slot(w.a, '2027-07-07', '09:00', '10:00', { contact_fk: hanna }))).json().appointment_id as string;
    const patch = (project_fk: string | null) => call(w.t, w.a.provider, 'PATCH', `/api/appointments/${id}/update-project`, { project_fk });

    expect((await patch(caseId)).json()).toMatchObject({ appointment_id: id, project_fk: caseId });
    expect(fieldCodes(await patch(ivoCase.projectId))).toEqual(['project_fk:invalidReference']);
    expect((await call(w.t, w.a.owner, 'GET', `/api/appointments/${id}`)).json().project_fk).toBe(caseId);
    expect((await patch(null)).json().project_fk ?? null).toBeNull();
    // Deleting a case leaves its appointments without one.
    await patch(caseId);
    expect((await call(w.t, w.a.owner, 'DELETE', `/api/clinics/${w.a.centreId}/projects/${caseId}`)).statusCode).toBeLessThan(300);
    expect((await call(w.t, w.a.owner, 'GET', `/api/appointments/${id}`)).json().project_fk ?? null).toBeNull();
    expect(await w.t.ctx.db.select().from(projects).where(eq(projects.projectId, caseId))).toEqual([]);
    expect((await call(w.t, w.b.owner, 'PATCH', `/api/appointments/${id}/update-project`, { project_fk: null })).statusCode).toBe(404);
  });
});
