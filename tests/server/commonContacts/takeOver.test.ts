/**
 * POST /api/common-contacts-centre {centreId, emails}: the person's data from the user's other
 * practice is taken over into a practice: created when missing, otherwise only empty fields are
 * filled; everything in one transaction, through the contact rules.
 */
import { sql } from 'drizzle-orm';
import { DB_KINDS } from '../support/testApp';
import { addMember, createClinic, createUser } from '../support/fixtures';
import { commonContactsWorld, fieldErrors, type CommonContactsWorld } from './commonContactsWorld';

const URL = '/api/common-contacts-centre';

describe.each(DB_KINDS)('common contacts take-over on %s', (kind) => {
  let w: CommonContactsWorld;
  beforeAll(async () => {
    w = await commonContactsWorld(kind);
  });
  afterAll(() => w.t.close());

  const takeOver = (centreId: string, emails: unknown, call = w.call) => call('POST', URL, { centreId, emails });
  const read = async (centreId: string, id: string) => (await w.call('GET', `/api/clinics/${centreId}/contacts/${id}`)).json();

  it('creates the contact in the practice with the person data, without tags, notes, status or family link', async () => {
    const email = w.email('new');
    const parent = await w.contact(w.a, { firstName: 'Vater', email: w.email('parent') });
    await w.contact(w.a, {
      email,
      salutation: 'Mrs',
      dateOfBirth: '1980-04-02',
      phone: '079 123 45 67',
      insurance: 'Helsana',
      height: 170,
      esrNumber: '12345',
      Address: { street: 'Aarestrasse', building: '1', zipcode: '3000', city: 'Bern', country: 'CH' },
      tags: ['Stammkundin'],
      notes: ['Notiz der Praxis A'],
      status: 'archived',
      invoiceDispatch: 'digital',
      parent_fk: parent.contact_id,
    });
    const res = await takeOver(w.b.centreId, [email.toUpperCase()]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: 1, updated: 0, skipped: 0, notFound: [] });
    expect(body.results).toEqual([{ email, outcome: 'created', contact_id: expect.any(String) }]);
    const created = await read(w.b.centreId, body.results[0].contact_id);
    expect(created).toMatchObject({
      centre_fk: w.b.centreId,
      firstName: 'Anna',
      email,
      salutation: 'Mrs',
      dateOfBirth: '1980-04-02',
      phone: '079 123 45 67',
      insurance: 'Helsana',
      height: 170,
      Address: { street: 'Aarestrasse', building: '1', zipcode: '3000', city: 'Bern', country: 'CH' },
      tags: [],
      notes: [],
      status: 'active',
      invoiceDispatch: 'paper',
    });
    expect(created.parent_fk).toBeUndefined();
    expect(created.esrNumber).toBeUndefined();
    expect((await w.call('GET', `/api/clinics/${w.b.centreId}/tags`)).body).not.toContain('Stammkundin');
  });

  it('fills only the empty fields of the practice own contact and never overwrites them', async () => {
    const email = w.email('fill');
    await w.contact(w.a, { email, firstName: 'Anna', phone: '079 123 45 67', insurance: 'CSS', Address: { street: 'Aarestrasse', zipcode: '3000', city: 'Bern', country: 'CH' } });
    const own = await w.contact(w.b, { email, firstName: 'Anna-Maria', insurance: 'Helsana', Address: { country: 'DE' } });
    const res = await takeOver(w.b.centreId, [email]);
    expect(res.json()).toMatchObject({ created: 0, updated: 1, skipped: 0, results: [{ email, outcome: 'updated', contact_id: own.contact_id }] });
    const filled = await read(w.b.centreId, String(own.contact_id));
    expect(filled).toMatchObject({ firstName: 'Anna-Maria', insurance: 'Helsana', phone: '079 123 45 67', Address: { street: 'Aarestrasse', zipcode: '3000', city: 'Bern', country: 'CH' } });
    // Nothing left to fill: the second take-over changes nothing.
    const again = await takeOver(w.b.centreId, [email]);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, skipped: 1, results: [{ email, outcome: 'unchanged', contact_id: own.contact_id }] });
    expect((await read(w.b.centreId, String(own.contact_id))).updatedAt).toBe(filled.updatedAt);
  });

  it('keeps a practice own address and phone numbers whole', async () => {
    const email = w.email('units');
    await w.contact(w.a, { email, countryPhone: '+49', phone: '030 1234567', homeNumber: '030 7654321', Address: { street: 'Hauptstr.', building: '5', zipcode: '10115', city: 'Berlin', country: 'DE' } });
    const own = await w.contact(w.b, { email, phone: '079 123 45 67', Address: { street: 'Rheinweg', zipcode: '4058' } });
    const res = await takeOver(w.b.centreId, [email]);
    expect(res.json().results[0].outcome).toBe('unchanged');
    const kept = await read(w.b.centreId, String(own.contact_id));
    expect(kept).toMatchObject({ countryPhone: '+41', phone: '079 123 45 67', Address: { street: 'Rheinweg', zipcode: '4058' } });
    expect(kept.homeNumber).toBeUndefined();
    expect(kept.Address.city).toBeUndefined();
  });

  it('takes the most recently updated contact of the user other practices', async () => {
    const email = w.email('latest');
    const d = await createClinic(w.t.ctx, { name: 'Praxis Dorf' });
    await addMember(w.t.ctx, d.centreId, w.user, 'ADMIN');
    const older = await w.contact(w.a, { email, firstName: 'Alt', insurance: 'CSS' });
    await w.contact(d, { email, firstName: 'Neu', insurance: 'Sanitas' });
    const res = await takeOver(w.b.centreId, [email]);
    expect((await read(w.b.centreId, res.json().results[0].contact_id)).firstName).toBe('Neu');
    // Now A's contact is the newer one: a fresh e-mail into a practice without it takes A's data.
    await w.call('PATCH', `/api/clinics/${w.a.centreId}/contacts/${older.contact_id}`, { lastName: 'Aktualisiert' });
    const e = await createClinic(w.t.ctx, { name: 'Praxis Emme' });
    await addMember(w.t.ctx, e.centreId, w.user, 'OWNER');
    const second = await takeOver(e.centreId, [email]);
    expect(await read(e.centreId, second.json().results[0].contact_id)).toMatchObject({ firstName: 'Alt', lastName: 'Aktualisiert' });
  });

  it('lists e-mails found in none of the user other practices as notFound, also those only a foreign practice holds', async () => {
    const known = w.email('known');
    const foreign = w.email('foreign');
    await w.contact(w.a, { email: known });
    await w.contact(w.c, { email: foreign, firstName: 'CANARY-C' });
    // A contact only in the target itself is no source either.
    const onlyHere = w.email('here');
    await w.contact(w.b, { email: onlyHere });
    const res = await takeOver(w.b.centreId, [known, 'nobody@example.ch', foreign, known.toUpperCase(), onlyHere]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 0, skipped: 0, notFound: ['nobody@example.ch', foreign, onlyHere] });
    expect(res.body).not.toContain('CANARY-C');
  });

  it('skips an e-mail the practice holds twice (ambiguous) and touches neither contact', async () => {
    const email = w.email('twice');
    await w.contact(w.a, { email, insurance: 'CSS' });
    const one = await w.contact(w.b, { email });
    await w.contact(w.b, { email: email.toUpperCase() });
    const res = await takeOver(w.b.centreId, [email]);
    expect(res.json()).toMatchObject({ created: 0, updated: 0, skipped: 1, results: [{ email, outcome: 'ambiguous' }] });
    expect((await read(w.b.centreId, String(one.contact_id))).insurance).toBeUndefined();
  });

  it('answers 404 for a practice that is not the user, and changes nothing there', async () => {
    const email = w.email('deny');
    await w.contact(w.a, { email });
    for (const centreId of [w.c.centreId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await takeOver(centreId, [email]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound', message: 'errors.notFound' });
    }
    const list = await w.as(w.c.owner)('GET', `/api/clinics/${w.c.centreId}/contacts?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
    expect(list.json()).toEqual([]);
    // C's owner cannot pull the user's contacts into C: A and B are not C's owner's practices.
    const pulled = await takeOver(w.c.centreId, [email], w.as(w.c.owner));
    expect(pulled.json()).toMatchObject({ created: 0, notFound: [email] });
  });

  it('lets a provider of the practice take over, as the contact routes let providers write contacts', async () => {
    const email = w.email('provider');
    const provider = await createUser(w.t.ctx);
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    await addMember(w.t.ctx, w.b.centreId, provider, 'PROVIDER');
    await w.contact(w.a, { email });
    const res = await takeOver(w.b.centreId, [email], w.as(provider));
    expect(res.json()).toMatchObject({ created: 1 });
  });

  it('refuses bad bodies with 400 and field errors', async () => {
    const cases: [unknown, number][] = [
      [{ centreId: w.b.centreId, emails: [] }, 400],
      [{ centreId: w.b.centreId }, 400],
      [{ centreId: w.b.centreId, emails: 'a@b.ch' }, 400],
      [{ centreId: w.b.centreId, emails: [w.email('x')], extra: 1 }, 400],
      [{ centreId: w.b.centreId, emails: Array.from({ length: 501 }, (_, i) => `p${i}@example.ch`) }, 400],
    ];
    for (const [body, status] of cases) expect((await w.call('POST', URL, body)).statusCode).toBe(status);
    const bad = await takeOver(w.b.centreId, ['ok@example.ch', 'not-an-email', 'x@y']);
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.json())).toEqual(['emails.1:invalidEmail', 'emails.2:invalidEmail']);
    expect((await w.call('POST', URL, undefined)).statusCode).toBe(400);
  });

  it('writes nothing when one person fails the contact rules (one transaction)', async () => {
    const good = w.email('good');
    const broken = w.email('broken');
    await w.contact(w.a, { email: good });
    const source = await w.contact(w.a, { email: broken });
    // Stored before today's rules: a phone number that is not valid for its dialling code.
    await w.t.ctx.db.execute(sql`update contacts set phone = '12' where contact_id = ${String(source.contact_id)}::uuid`);
    const res = await takeOver(w.b.centreId, [good, broken]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual(['emails.1.phone:invalidPhone']);
    const found = await w.call('GET', `/api/common-contacts?email=${encodeURIComponent(good)}`);
    expect(found.json().map((m: { centre: { id: string } }) => m.centre.id)).toEqual([w.a.centreId]);
  });
});
