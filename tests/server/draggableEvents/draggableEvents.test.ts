/** The calendar palette ("draggable events") per centre and user, GET and POST. */
import { and, eq } from 'drizzle-orm';
import { draggableEvents } from '../../../src/server/db/schema';
import type { DraggableEvents, DraggableEventRef } from '../../../src/shared/api/draggableEvents';
import { DB_KINDS } from '../support/testApp';
import { addMember, createUser, type TestUser } from '../support/fixtures';
import { call, fieldCodes, useClinicsWorld, type Clinic } from '../centres/world';

interface ServiceReply {
  service_id: string;
  variants: { variantId: string; name: string; duration?: number; ppu?: number }[];
}

describe.each(DB_KINDS)('draggable events on %s', (kind) => {
  const w = useClinicsWorld(kind);
  /** Services of A: massage and acupuncture are assigned to A's provider, the course to nobody. */
  let massage: ServiceReply;
  let acupuncture: ServiceReply;
  let course: ServiceReply;
  let bService: ServiceReply;

  const url = (c: Clinic, userId: string) => `/api/clinics/${c.centreId}/users/${userId}/draggable-events`;
  const get = (c: Clinic, as: TestUser, userId: string) => call(w.t, as, 'GET', url(c, userId));
  const post = (c: Clinic, as: TestUser, userId: string, events: DraggableEventRef[]) => call(w.t, as, 'POST', url(c, userId), { events });
  const createService = async (c: Clinic, body: Record<string, unknown>): Promise<ServiceReply> => {
    const res = await call(w.t, c.owner, 'POST', `/api/clinics/${c.centreId}/services`, body);
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const rowsOf = (c: Clinic, userId: string) =>
    w.t.ctx.db.select().from(draggableEvents).where(and(eq(draggableEvents.centreId, c.centreId), eq(draggableEvents.userId, userId)));

  beforeAll(async () => {
    const category = (await call(w.t, w.a.owner, 'POST', `/api/clinics/${w.a.centreId}/service-categories`, { name: 'Körper', colour: '#336699' })).json();
    massage = await createService(w.a, {
      name: 'massage',
      duration: 60,
      ppu: 12000,
      onlineBooking: true,
      category_fk: category.service_category_id,
      resourceIds: [w.a.provider.userId],
      variants: [
        { name: '30 Minuten', duration: 30, ppu: 6500 },
        { name: '90 Minuten', duration: 90 },
      ],
    });
    acupuncture = await createService(w.a, {
      name: 'Acupuncture',
      langDepData: [{ langKey: 'de', name: 'Akupunktur' }],
      duration: 45,
      ppu: 9000,
      resourceIds: [w.a.provider.userId, w.a.admin.userId],
    });
    course = await createService(w.a, { name: 'Kurs', duration: 120, ppu: 3000 });
    bService = await createService(w.b, { name: 'Massage B', resourceIds: [w.b.provider.userId] });
  });

  it('answers the services assigned to the user, by name, as the unsaved default', async () => {
    const res = await get(w.a, w.a.provider, w.a.provider.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      saved: false,
      events: [
        { serviceId: acupuncture.service_id, variantId: null, name: 'Akupunktur', variantName: null, duration: 45, ppu: 9000, onlineBooking: false, colour: null },
        { serviceId: massage.service_id, variantId: null, name: 'massage', variantName: null, duration: 60, ppu: 12000, onlineBooking: true, colour: '#336699' },
      ],
    });
    expect((await get(w.a, w.a.owner, w.a.owner.userId)).json()).toEqual({ saved: false, events: [] });
  });

  it('shows names in the language of the one who looks', async () => {
    const english = await createUser(w.t.ctx, { language: 'en' });
    await addMember(w.t.ctx, w.a.centreId, english, 'ADMIN');
    const names = (await get(w.a, english, w.a.provider.userId)).json().events.map((e: { name: string }) => e.name);
    expect(names).toEqual(['Acupuncture', 'massage']);
  });

  it('saves entries with variants in the order given and reads them back', async () => {
    const [short, long] = massage.variants;
    const events = [
      { serviceId: course.service_id },
      { serviceId: massage.service_id, variantId: long.variantId },
      { serviceId: massage.service_id, variantId: null },
      { serviceId: massage.service_id, variantId: short.variantId },
    ];
    const res = await post(w.a, w.a.provider, w.a.provider.userId, events);
    expect(res.statusCode).toBe(200);
    const body = res.json() as DraggableEvents;
    expect(body.saved).toBe(true);
    expect(body.events.map((e) => [e.name, e.variantName, e.duration, e.ppu])).toEqual([
      ['Kurs', null, 120, 3000],
      ['massage', '90 Minuten', 90, 12000],
      ['massage', null, 60, 12000],
      ['massage', '30 Minuten', 30, 6500],
    ]);
    expect((await get(w.a, w.a.provider, w.a.provider.userId)).json()).toEqual(body);
  });

  it('replaces the whole list, and an empty saved list stays empty (not the default)', async () => {
    const res = await post(w.a, w.a.provider, w.a.provider.userId, [{ serviceId: acupuncture.service_id }, { serviceId: course.service_id }]);
    expect(res.json().events.map((e: { serviceId: string }) => e.serviceId)).toEqual([acupuncture.service_id, course.service_id]);
    expect(await rowsOf(w.a, w.a.provider.userId)).toHaveLength(2);
    expect((await post(w.a, w.a.provider, w.a.provider.userId, [])).json()).toEqual({ saved: true, events: [] });
    expect((await get(w.a, w.a.provider, w.a.provider.userId)).json()).toEqual({ saved: true, events: [] });
  });

  it('refuses duplicates, unknown services, other centres\u2019 services and foreign variants, storing nothing', async () => {
    await post(w.a, w.a.admin, w.a.admin.userId, [{ serviceId: course.service_id }]);
    const dup = await post(w.a, w.a.admin, w.a.admin.userId, [
      { serviceId: massage.service_id },
      { serviceId: course.service_id },
      { serviceId: massage.service_id, variantId: null },
    ]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ code: 'validation', message: 'errors.validation' });
    expect(fieldCodes(dup)).toEqual(['events.2:duplicateValue']);
    const refs = await post(w.a, w.a.admin, w.a.admin.userId, [
      { serviceId: bService.service_id },
      { serviceId: '00000000-0000-4000-8000-000000000000' },
      { serviceId: 'not-a-uuid' },
      { serviceId: acupuncture.service_id, variantId: massage.variants[0].variantId },
      { serviceId: massage.service_id, variantId: 'f00' },
    ]);
    expect(refs.statusCode).toBe(400);
    expect(fieldCodes(refs)).toEqual([
      'events.0.serviceId:invalidReference',
      'events.1.serviceId:invalidReference',
      'events.2.serviceId:invalidReference',
      'events.3.variantId:invalidReference',
      'events.4.variantId:invalidReference',
    ]);
    const many = Array.from({ length: 51 }, () => ({ serviceId: course.service_id }));
    expect((await post(w.a, w.a.admin, w.a.admin.userId, many)).statusCode).toBe(400);
    expect((await call(w.t, w.a.admin, 'POST', url(w.a, w.a.admin.userId), { events: [{ serviceId: course.service_id, colour: 'red' }] })).statusCode).toBe(400);
    expect((await get(w.a, w.a.admin, w.a.admin.userId)).json().events.map((e: { serviceId: string }) => e.serviceId)).toEqual([course.service_id]);
  });

  it('drops entries of a deleted service and of a removed variant', async () => {
    const doomed = await createService(w.a, { name: 'Probe', variants: [{ name: 'kurz', duration: 15 }, { name: 'lang', duration: 45 }] });
    const [kurz, lang] = doomed.variants;
    await post(w.a, w.a.owner, w.a.owner.userId, [
      { serviceId: doomed.service_id, variantId: kurz.variantId },
      { serviceId: course.service_id },
      { serviceId: doomed.service_id, variantId: lang.variantId },
      { serviceId: doomed.service_id },
    ]);
    // Keep "lang" (with its id), remove "kurz".
    const patched = await call(w.t, w.a.owner, 'PATCH', `/api/clinics/${w.a.centreId}/services/${doomed.service_id}`, { variants: [lang] });
    expect(patched.statusCode).toBe(200);
    expect((await rowsOf(w.a, w.a.owner.userId)).map((r) => r.variantId).sort()).toEqual([lang.variantId, null, null].sort());
    const after = (await get(w.a, w.a.owner, w.a.owner.userId)).json() as DraggableEvents;
    expect(after.events.map((e) => [e.name, e.variantName])).toEqual([['Kurs', null], ['Probe', 'lang'], ['Probe', null]]);
    expect((await call(w.t, w.a.owner, 'DELETE', `/api/clinics/${w.a.centreId}/services/${doomed.service_id}`)).statusCode).toBeLessThan(300);
    expect((await rowsOf(w.a, w.a.owner.userId)).map((r) => r.serviceId)).toEqual([course.service_id]);
    expect((await get(w.a, w.a.owner, w.a.owner.userId)).json()).toMatchObject({ saved: true, events: [{ serviceId: course.service_id }] });
  });

  it('lets users edit their own palette and managers any member\u2019s; others get 403 or 404', async () => {
    const one = [{ serviceId: course.service_id }];
    expect((await get(w.a, w.a.provider, w.a.admin.userId)).statusCode).toBe(403);
    expect((await post(w.a, w.a.provider, w.a.owner.userId, one)).statusCode).toBe(403);
    expect((await get(w.a, w.a.admin, w.a.provider.userId)).statusCode).toBe(200);
    expect((await post(w.a, w.a.admin, w.a.provider.userId, one)).statusCode).toBe(200);
    expect((await post(w.a, w.a.owner, w.a.provider.userId, [{ serviceId: massage.service_id }])).statusCode).toBe(200);
    expect((await get(w.a, w.a.provider, w.a.provider.userId)).json().events.map((e: { name: string }) => e.name)).toEqual(['massage']);
    // Another centre's owner, an outsider's id and another centre's member: all 404.
    expect((await get(w.a, w.b.owner, w.a.provider.userId)).statusCode).toBe(404);
    expect((await post(w.a, w.b.owner, w.b.owner.userId, one)).statusCode).toBe(404);
    expect((await get(w.a, w.a.owner, w.b.provider.userId)).statusCode).toBe(404);
    expect((await post(w.a, w.a.owner, w.b.provider.userId, one)).statusCode).toBe(404);
    expect((await get(w.a, w.a.owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(w.b, w.a.owner, w.b.provider.userId)).statusCode).toBe(404);
    expect(await rowsOf(w.a, w.b.provider.userId)).toHaveLength(0);
    expect((await get(w.b, w.b.provider, w.b.provider.userId)).json()).toMatchObject({ saved: false, events: [{ serviceId: bService.service_id }] });
  });
});
