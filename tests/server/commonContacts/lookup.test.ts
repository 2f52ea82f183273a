/**
 * GET /api/common-contacts?email=… (spec behaviour §3, §7): the same person (e-mail, any case) in
 * the signed-in user's practices, and nothing from a practice the user does not belong to.
 */
import { DB_KINDS } from '../support/testApp';
import { addMember, createUser } from '../support/fixtures';
import { commonContactMatchSchema } from '../../../src/server/routes/common/commonContacts';
import { createRecordAjv } from '../../../src/shared/schemaVocabulary';
import { commonContactsWorld, fieldErrors, type CommonContactsWorld } from './commonContactsWorld';

/** The answer against the route's response schema, with the record vocabulary (Swiss formats). */
const validateMatches = createRecordAjv().compile({ type: 'array', items: commonContactMatchSchema });

describe.each(DB_KINDS)('common contacts lookup on %s', (kind) => {
  let w: CommonContactsWorld;
  beforeAll(async () => {
    w = await commonContactsWorld(kind);
  });
  afterAll(() => w.t.close());

  const lookup = (email: string, call = w.call) => call('GET', `/api/common-contacts?email=${encodeURIComponent(email)}`);

  it('finds the person in both of the user practices, with the contact fields, but not in a third practice', async () => {
    const email = w.email('anna');
    await w.contact(w.a, { email, phone: '079 123 45 67', tags: ['VIP'], Address: { street: 'Aarestrasse', building: '1', zipcode: '3000', city: 'Bern' } });
    await w.contact(w.b, { email: email.toUpperCase(), firstName: 'Anna-Maria' });
    await w.contact(w.c, { email, firstName: 'CANARY-C', notes: ['secret of C'] });

    const res = await lookup(`  ${email.replace('anna', 'ANNA')} `);
    expect(res.statusCode).toBe(200);
    const matches = res.json();
    expect(validateMatches(matches)).toBe(true);
    expect(matches.map((m: { centre: { name: string } }) => m.centre)).toEqual([
      { id: w.a.centreId, name: 'Praxis Aare' },
      { id: w.b.centreId, name: 'Praxis Birs' },
    ]);
    expect(matches[0].contact).toMatchObject({
      centre_fk: w.a.centreId,
      firstName: 'Anna',
      email,
      phone: '079 123 45 67',
      tags: ['VIP'],
      Address: { street: 'Aarestrasse', city: 'Bern' },
      complete: false,
    });
    expect(matches[1].contact).toMatchObject({ centre_fk: w.b.centreId, firstName: 'Anna-Maria', email: email.toUpperCase() });
    expect(res.body).not.toContain('CANARY-C');
    expect(res.body).not.toContain(w.c.centreId);
  });

  it('answers an empty list when none of the user practices holds the e-mail, even if another practice does', async () => {
    const email = w.email('only-c');
    await w.contact(w.c, { email, firstName: 'CANARY-C' });
    const res = await lookup(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    // C's owner sees C's own contact: the lookup is per user, not global.
    const own = await lookup(email, w.as(w.c.owner));
    expect(own.json().map((m: { centre: { id: string } }) => m.centre.id)).toEqual([w.c.centreId]);
  });

  it('shows a provider the practices the provider works in, like the contact list does', async () => {
    const email = w.email('prov');
    await w.contact(w.b, { email });
    await w.contact(w.c, { email, firstName: 'CANARY-C' });
    const provider = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.b.centreId, provider, 'PROVIDER');
    const res = await lookup(email, w.as(provider));
    expect(res.json().map((m: { centre: { id: string } }) => m.centre.id)).toEqual([w.b.centreId]);
    const list = await w.as(provider)('GET', `/api/clinics/${w.b.centreId}/contacts?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
    expect(list.statusCode).toBe(200);
  });

  it('refuses a missing or malformed e-mail and unknown parameters with 400', async () => {
    const missing = await w.call('GET', '/api/common-contacts');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation', message: 'errors.validation' });
    for (const bad of ['anna', 'anna@example', 'an na@example.ch', '@example.ch', '']) {
      const res = await lookup(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect(fieldErrors((await lookup('anna@example')).json())).toEqual(['email:invalidEmail']);
    expect((await lookup(`${'a'.repeat(250)}@example.ch`)).statusCode).toBe(400);
    expect((await w.call('GET', `/api/common-contacts?email=a%40b.ch&centreId=${w.c.centreId}`)).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/common-contacts?email=a%40b.ch' });
    expect(res.statusCode).toBe(401);
  });
});
