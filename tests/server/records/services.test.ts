/** Services and service categories under /api/clinics/{cid}/services and /service-categories. */
import { addMember, createUser } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { listQuery, recordsWorld, type RecordsWorld } from './recordsWorld';

describe.each(DB_KINDS)('services on %s', (kind) => {
  let w: RecordsWorld;
  let base: string;
  let categories: string;
  beforeAll(async () => {
    w = await recordsWorld(kind);
    base = `/api/clinics/${w.a.centreId}/services`;
    categories = `/api/clinics/${w.a.centreId}/service-categories`;
  });
  afterAll(() => w.t.close());

  const errors = (res: { json(): { errors?: { field: string; code: string }[] } }) => (res.json().errors ?? []).map((e) => `${e.field}:${e.code}`).sort();

  it('creates a service with the defaults a clinic expects', async () => {
    const res = await w.call('POST', base, { name: 'Massage 60', ppu: 12000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Massage 60',
      ppu: 12000,
      type: 'regular',
      unit: 'minute',
      count: 1,
      duration: 60,
      tax: '',
      bufferTime: 0,
      bufferTimeBefore: 0,
      fixStart: false,
      onlineBooking: false,
      confirmation: 'automatic',
      rate: 1,
      langDepData: [],
      variants: [],
      resourceIds: [],
    });
  });

  it('stores a tariff 590 service with names per language, variants, VAT code and therapists', async () => {
    const therapist = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.a.centreId, therapist, 'PROVIDER');
    await w.call('POST', '/api/vats', { centre: w.a.centreId, name: 'Normalsatz', code: 'N', rate: 8.1, validFrom: '2024-01-01' });
    const category = (await w.call('POST', categories, { name: 'Komplementärmedizin', colour: '#336699' })).json();
    const res = await w.call('POST', base, {
      name: 'Akupunktur',
      type: 'tarif590',
      nr: '1200',
      unit: 'minute',
      ppu: 2500,
      duration: 45,
      tax: 'n',
      category_fk: category.service_category_id,
      langDepData: [
        { langKey: 'fr', name: 'Acupuncture' },
        { langKey: 'it', name: 'Agopuntura' },
      ],
      variants: [{ name: '30 Minuten', duration: 30, ppu: 2500 }],
      resourceIds: [therapist.userId],
      onlineBooking: true,
      fixStart: true,
      fixStartTime: '08:30',
    });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({ tarif: '590', nr: '1200', category_fk: category.service_category_id, resourceIds: [therapist.userId], fixStartTime: '08:30' });
    expect(s.variants[0]).toMatchObject({ name: '30 Minuten', duration: 30 });
    expect(s.variants[0].variantId).toMatch(/^[0-9a-f-]{36}$/);
    // Variant ids stay when the service is saved again.
    const again = await w.call('PUT', `${base}/${s.service_id}`, { ...s, name: 'Akupunktur (TCM)' });
    expect(again.json().variants[0].variantId).toBe(s.variants[0].variantId);

    const listed = await w.call('GET', `${base}${listQuery({ filter: { category_fk: category.service_category_id, type: 'tarif590' } })}`);
    expect(listed.json().map((x: { name: string }) => x.name)).toEqual(['Akupunktur (TCM)']);
    // Deleting the category keeps the service, uncategorised.
    await w.call('DELETE', `${categories}/${category.service_category_id}`);
    expect((await w.call('GET', `${base}/${s.service_id}`)).json().category_fk).toBeUndefined();
  });

  it.each([
    ['a fixed start without time', { name: 'X', fixStart: true }, ['fixStartTime:required']],
    ['a tariff 590 service without position', { name: 'X', type: 'tarif590' }, ['nr:required']],
    ['two names for one language', { name: 'X', langDepData: [{ langKey: 'de', name: 'A' }, { langKey: 'de', name: 'B' }] }, ['langDepData:duplicateValue']],
    ['an unknown language', { name: 'X', langDepData: [{ langKey: 'es', name: 'A' }] }, ['langDepData.0.langKey:invalidValue']],
    ['an unknown VAT code', { name: 'X', tax: 'ZZ' }, ['tax:invalidReference']],
    ['a therapist of no centre', { name: 'X', resourceIds: ['00000000-0000-4000-8000-000000000001'] }, ['resourceIds:invalidReference']],
    ['a price in francs', { name: 'X', ppu: 12.5 }, ['ppu:invalidType']],
    ['a negative duration', { name: 'X', duration: -5 }, ['duration:tooSmall']],
    ['a bad start time', { name: 'X', fixStartTime: '25:00' }, ['fixStartTime:invalidFormat']],
    ['a bad tariff code', { name: 'X', tarif: '59' }, ['tarif:invalidFormat']],
    ['a tariff position of letters (issue 13)', { name: 'X', type: 'tarif590', tarif: '590', nr: 'abc' }, ['nr:invalidTariffPosition']],
    ['an unknown unit', { name: 'X', unit: 'day' }, ['unit:invalidValue']],
    ['a category of no record', { name: 'X', category_fk: '00000000-0000-4000-8000-000000000002' }, ['category_fk:invalidReference']],
  ])('rejects %s', async (_label, body, expected) => {
    const res = await w.call('POST', base, body);
    expect(res.statusCode).toBe(400);
    expect(errors(res)).toEqual(expected);
  });

  it('refuses another centre’s category and therapists', async () => {
    const bCategory = (await w.callB('POST', `/api/clinics/${w.b.centreId}/service-categories`, { name: 'B' })).json();
    const res = await w.call('POST', base, { name: 'X', category_fk: bCategory.service_category_id, resourceIds: [w.b.owner.userId] });
    expect(errors(res)).toEqual(['category_fk:invalidReference', 'resourceIds:invalidReference']);
  });

  it('sorts and searches services', async () => {
    await w.call('POST', base, { name: 'Fussreflexzonenmassage', number: 'FRZ-1', duration: 30 });
    const names = async (q: Parameters<typeof listQuery>[0]) => (await w.call('GET', `${base}${listQuery(q)}`)).json().map((x: { name: string }) => x.name);
    expect(await names({ filter: { q: 'frz' } })).toEqual(['Fussreflexzonenmassage']);
    expect((await names({ sort: ['duration', 'ASC'] }))[0]).toBe('Fussreflexzonenmassage');
    expect((await w.call('GET', `${base}${listQuery({ sort: ['description', 'ASC'] })}`)).statusCode).toBe(400);
  });

  it('lets providers read services but not change them', async () => {
    const provider = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    const as = (method: string, url: string, body?: unknown) =>
      w.t.app.inject({ method: method as 'GET', url, headers: { ...provider.headers, 'content-type': 'application/json' }, payload: body ? JSON.stringify(body) : undefined });
    expect((await as('GET', base)).statusCode).toBe(200);
    expect((await as('POST', base, { name: 'Y' })).statusCode).toBe(403);
    expect((await as('POST', categories, { name: 'Y' })).statusCode).toBe(403);
  });

  it('orders categories by position', async () => {
    await w.call('POST', categories, { name: 'Zweite', position: 2 });
    await w.call('POST', categories, { name: 'Erste', position: 1 });
    const list = (await w.call('GET', categories)).json().map((c: { name: string }) => c.name);
    expect(list.slice(0, 2)).toEqual(['Erste', 'Zweite']);
    expect(errors(await w.call('POST', categories, { name: 'X', colour: 'red' }))).toEqual(['colour:invalidFormat']);
  });
});
