/**
 * Invoice templates (behaviour §7): GET, POST and PUT /api/invoice-templates (centre from
 * ?centreId or the active centre), PATCH …/active/{id} and …/inactive/{id}, DELETE …/{id} (the
 * record's own centre); names unique per centre (wording §8), nothing executable stored.
 */
import { eq } from 'drizzle-orm';
import { userSettings } from '../../../src/server/db/schema';
import { addMember } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from './recordsWorld';

const errors = (res: { json(): { errors?: { field: string; code: string }[] } }) => (res.json().errors ?? []).map((e) => `${e.field}:${e.code}`);
const HTML = '<section class="invoice"><h1>{{title}}</h1><table><tr><td>{{service}}</td><td>{{amount}}</td></tr></table></section>';
const CSS = '.invoice { font-family: "Helvetica Neue", Arial; } h1 { color: #1c6e8c; background: url(https://example.ch/logo.png); }';

describe.each(DB_KINDS)('invoice templates on %s', (kind) => {
  let w: RecordsWorld;
  beforeAll(async () => {
    w = await recordsWorld(kind);
  });
  afterAll(() => w.t.close());

  const create = (body: Record<string, unknown>, query = '') => w.call('POST', `/api/invoice-templates${query}`, { name: 'Standard', html: HTML, ...body });

  it('creates a template in the active centre with html, css, show_payment, repeatable and active', async () => {
    const res = await create({ css: CSS, repeatable: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Standard', html: HTML, css: CSS, show_payment: true, repeatable: true, active: true, centre_fk: w.a.centreId });
    const list = await w.call('GET', '/api/invoice-templates');
    expect(list.headers['content-range']).toBe('invoice-templates 0-0/1');
    expect(list.json()[0].invoice_template_id).toBe(res.json().invoice_template_id);
  });

  it('refuses a second template with the same name in the centre (invoiceTemplateExists)', async () => {
    const res = await create({ name: 'standard' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', code: 'invoiceTemplateExists', message: 'errors.invoiceTemplateExists' }]);
  });

  it('updates with PUT /api/invoice-templates, the id in the body, and keeps names unique', async () => {
    const other = (await create({ name: 'Mahnung' })).json();
    const put = await w.call('PUT', '/api/invoice-templates', { ...other, name: 'Mahnung 1', show_payment: false });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ invoice_template_id: other.invoice_template_id, name: 'Mahnung 1', show_payment: false, html: HTML });
    // Its own name again is fine; another template's name is not.
    expect((await w.call('PUT', '/api/invoice-templates', { invoice_template_id: other.invoice_template_id, name: 'MAHNUNG 1' })).statusCode).toBe(200);
    expect(errors(await w.call('PUT', '/api/invoice-templates', { invoice_template_id: other.invoice_template_id, name: 'Standard' }))).toEqual(['name:invoiceTemplateExists']);
    expect(errors(await w.call('PUT', '/api/invoice-templates', { name: 'Ohne Id' }))).toEqual(['invoice_template_id:required']);
  });

  it('switches a template inactive and active again', async () => {
    const t = (await create({ name: 'Saisonal' })).json();
    const off = await w.call('PATCH', `/api/invoice-templates/inactive/${t.invoice_template_id}`);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    const listed = await w.call('GET', `/api/invoice-templates?filter=${encodeURIComponent(JSON.stringify({ active: false }))}`);
    expect(listed.json().map((x: { name: string }) => x.name)).toEqual(['Saisonal']);
    const on = await w.call('PATCH', `/api/invoice-templates/active/${t.invoice_template_id}`, {});
    expect(on.json()).toMatchObject({ active: true, name: 'Saisonal', html: HTML });
  });

  it.each([
    ['a script', { html: '<p>Hallo</p><script>alert(1)</script>' }, 'html'],
    ['a script in capitals with spaces', { html: '< SCRIPT src="https://evil.example/x.js"></script>' }, 'html'],
    ['an event handler', { html: '<img src="logo.png" onerror="alert(1)">' }, 'html'],
    ['an svg onload', { html: '<svg/onload=alert(1)>' }, 'html'],
    ['a javascript: link', { html: '<a href="javascript:alert(1)">Zahlen</a>' }, 'html'],
    ['an encoded javascript: link', { html: '<a href="&#106;ava&#x73;cript&colon;alert(1)">x</a>' }, 'html'],
    ['a javascript: link split by a tab', { html: '<a href="java\tscript:alert(1)">x</a>' }, 'html'],
    ['an iframe', { html: '<iframe src="https://evil.example"></iframe>' }, 'html'],
    ['an html data URL', { html: '<object data="data:text/html;base64,PHNjcmlwdD4="></object>' }, 'html'],
    ['a css expression', { css: 'p { width: expression(alert(1)); }' }, 'css'],
    ['an escaped css javascript url', { css: 'p { background: url("\\6a avascript:alert(1)"); }' }, 'css'],
    ['a css comment trick', { css: 'p { width: expr/**/ession(alert(1)); }' }, 'css'],
    ['a css @import', { css: '@import url(https://evil.example/x.css);' }, 'css'],
    ['css closing its style element', { css: '</style><img src=x onerror=alert(1)>' }, 'css'],
  ])('refuses %s (unsafeTemplate) and stores nothing', async (_label, body, field) => {
    const res = await create({ name: `Böse ${field} ${Math.random()}`, ...body });
    expect(res.statusCode).toBe(400);
    expect(errors(res)).toEqual([`${field}:unsafeTemplate`]);
    const all = (await w.call('GET', '/api/invoice-templates')).json() as { name: string }[];
    expect(all.some((t) => t.name.startsWith('Böse'))).toBe(false);
  });

  it('refuses executable content on update too', async () => {
    const t = (await create({ name: 'Sauber' })).json();
    expect(errors(await w.call('PUT', '/api/invoice-templates', { invoice_template_id: t.invoice_template_id, html: '<body onload="x()">' }))).toEqual(['html:unsafeTemplate']);
    expect((await w.call('GET', `/api/clinics/${w.a.centreId}/invoice-templates/${t.invoice_template_id}`)).json().html).toBe(HTML);
  });

  it('limits html to 200 kB and css to 100 kB', async () => {
    expect(errors(await create({ name: 'Gross', html: `<p>${'x'.repeat(200_000)}</p>` }))).toEqual(['html:tooLong']);
    expect(errors(await create({ name: 'Gross', css: `p{}/*${'x'.repeat(100_000)}*/` }))).toEqual(['css:tooLong']);
    expect((await create({ name: 'Gerade gross genug', html: `<p>${'x'.repeat(199_000)}</p>` })).statusCode).toBe(201);
  });

  it('takes the centre from ?centreId or the active centre', async () => {
    await addMember(w.t.ctx, w.b.centreId, w.a.owner, 'ADMIN');
    const inB = await create({ name: 'Standard' }, `?centreId=${w.b.centreId}`);
    expect(inB.statusCode).toBe(201);
    expect(inB.json().centre_fk).toBe(w.b.centreId);
    const names = async (q = '') => ((await w.call('GET', `/api/invoice-templates${q}`)).json() as { name: string }[]).map((t) => t.name);
    expect(await names(`?centreId=${w.b.centreId}`)).toEqual(['Standard']);
    await w.t.ctx.db.update(userSettings).set({ activeCentreId: w.b.centreId }).where(eq(userSettings.userId, w.a.owner.userId));
    expect(await names()).toEqual(['Standard']);
    // By-id calls work on the record's own centre whatever the active one is.
    const inA = ((await w.call('GET', `/api/clinics/${w.a.centreId}/invoice-templates`)).json() as { invoice_template_id: string; name: string }[]).find((t) => t.name === 'Sauber');
    expect((await w.call('PATCH', `/api/invoice-templates/inactive/${inA?.invoice_template_id}`)).json().centre_fk).toBe(w.a.centreId);
    await w.t.ctx.db.update(userSettings).set({ activeCentreId: w.a.centreId }).where(eq(userSettings.userId, w.a.owner.userId));
  });

  it('deletes a template', async () => {
    const t = (await create({ name: 'Weg' })).json();
    const del = await w.call('DELETE', `/api/invoice-templates/${t.invoice_template_id}`);
    expect(del.statusCode).toBe(200);
    expect((await w.call('DELETE', `/api/invoice-templates/${t.invoice_template_id}`)).statusCode).toBe(404);
  });

  it('answers 404 to another centre on every call and leaves the template unchanged', async () => {
    const t = (await create({ name: 'Geheim' })).json();
    const id = t.invoice_template_id;
    const calls: [string, string, unknown?][] = [
      ['PUT', '/api/invoice-templates', { invoice_template_id: id, name: 'Übernommen' }],
      ['PUT', `/api/invoice-templates?centreId=${w.a.centreId}`, { invoice_template_id: id, name: 'Übernommen' }],
      ['PATCH', `/api/invoice-templates/inactive/${id}`],
      ['PATCH', `/api/invoice-templates/active/${id}?centreId=${w.b.centreId}`],
      ['DELETE', `/api/invoice-templates/${id}`],
      ['DELETE', `/api/invoice-templates/${id}?centreId=${w.b.centreId}`],
      ['GET', `/api/invoice-templates?centreId=${w.a.centreId}`],
      ['POST', `/api/invoice-templates?centreId=${w.a.centreId}`, { name: 'Eingeschleust', html: HTML }],
    ];
    for (const [method, url, body] of calls) expect([method, url, (await w.callB(method, url, body)).statusCode]).toEqual([method, url, 404]);
    // B's own list does not show it.
    expect(((await w.callB('GET', '/api/invoice-templates')).json() as { name: string }[]).map((x) => x.name)).not.toContain('Geheim');
    expect((await w.call('GET', `/api/clinics/${w.a.centreId}/invoice-templates/${id}`)).json()).toMatchObject({ name: 'Geheim', active: true });
    expect(((await w.call('GET', '/api/invoice-templates')).json() as { name: string }[]).map((x) => x.name)).not.toContain('Eingeschleust');
  });
});
