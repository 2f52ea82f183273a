/**
 * Checkout types (wording §3 Checkout type, behaviour §7 "Checkout types: CRUD"): name, account
 * number and the IBAN camt files come from, at /api/clinics/{cid}/checkout-types.
 */
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from './recordsWorld';

const errors = (res: { json(): { errors?: { field: string; code: string }[] } }) => (res.json().errors ?? []).map((e) => `${e.field}:${e.code}`);

describe.each(DB_KINDS)('checkout types on %s', (kind) => {
  let w: RecordsWorld;
  let base: string;
  beforeAll(async () => {
    w = await recordsWorld(kind);
    base = `/api/clinics/${w.a.centreId}/checkout-types`;
  });
  afterAll(() => w.t.close());

  it('creates a checkout type and keeps the IBAN in electronic form', async () => {
    const res = await w.call('POST', base, { name: 'Bank', accountNumber: '1020', camtAccount: 'ch93 0076 2011 6238 5295 7' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Bank', accountNumber: '1020', camtAccount: 'CH9300762011623852957', active: true });
    const cash = await w.call('POST', base, { name: 'Kasse', accountNumber: '1000' });
    expect(cash.json()).not.toHaveProperty('camtAccount');
    const list = await w.call('GET', base);
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Bank', 'Kasse']);
  });

  it.each([
    [{ name: 'Post', camtAccount: 'CH9300762011623852958' }, 'camtAccount:invalidIban'],
    [{ name: 'Post', camtAccount: 'CH0000762011623852957' }, 'camtAccount:invalidIban'],
    [{ name: 'Post', accountNumber: '10 20' }, 'accountNumber:invalidFormat'],
    [{ name: '' }, 'name:required'],
    [{ name: 'x'.repeat(51) }, 'name:tooLong'],
  ])('validates %p', async (body, expected) => {
    expect(errors(await w.call('POST', base, body))).toEqual([expected]);
  });

  it('keeps one checkout type per name and per camt account', async () => {
    expect(errors(await w.call('POST', base, { name: 'bank' }))).toEqual(['name:alreadyExists']);
    expect(errors(await w.call('POST', base, { name: 'Zweitbank', camtAccount: 'CH9300762011623852957' }))).toEqual(['camtAccount:alreadyExists']);
  });

  it('updates, deactivates and deletes; another centre gets 404 and changes nothing', async () => {
    const post = (await w.call('POST', base, { name: 'PostFinance', camtAccount: 'CH4431999123000889012' })).json();
    const url = `${base}/${post.checkout_type_id}`;
    expect((await w.call('PATCH', url, { active: false, accountNumber: '1010' })).json()).toMatchObject({ active: false, accountNumber: '1010' });
    for (const method of ['GET', 'PATCH', 'PUT', 'DELETE'] as const) {
      const body = method === 'PATCH' || method === 'PUT' ? { name: 'Gestohlen' } : undefined;
      expect((await w.callB(method, `/api/clinics/${w.b.centreId}/checkout-types/${post.checkout_type_id}`, body)).statusCode).toBe(404);
      expect((await w.callB(method, url, body)).statusCode).toBe(404);
    }
    expect((await w.call('GET', url)).json().name).toBe('PostFinance');
    expect((await w.call('DELETE', url)).statusCode).toBe(200);
    expect((await w.call('GET', url)).statusCode).toBe(404);
  });
});
