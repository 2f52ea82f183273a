import { DB_KINDS, createTestApp, type TestApp } from './support/testApp';

describe.each(DB_KINDS)('platform on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('answers unknown routes with a translatable 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'notFound', message: 'errors.notFound' });
  });

  it('serves every booking and directory service under its prefix', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/booking-api/health' })).json()).toEqual({ ok: true, service: 'booking' });
    expect((await t.app.inject({ method: 'GET', url: '/directory-api/health' })).json()).toEqual({ ok: true, service: 'directory' });
  });
});
