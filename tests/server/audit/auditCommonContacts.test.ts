/**
 * H1 for the common contacts: a lookup is a read of each contact shown, in that contact's centre;
 * a take-over logs the create in the target centre and a disclosure in the source centre.
 */
import { DB_KINDS } from '../support/testApp';
import { commonContactsWorld, type CommonContactsWorld } from '../commonContacts/commonContactsWorld';
import { eventsSince, lastEventId } from './auditSupport';

describe.each(DB_KINDS)('audit of common contacts on %s', (kind) => {
  let w: CommonContactsWorld;
  beforeAll(async () => {
    w = await commonContactsWorld(kind);
  });
  afterAll(() => w.t.close());

  it('logs the lookup as reads and the take-over as create (target) and disclose (source)', async () => {
    const email = w.email('person');
    const source = await w.contact(w.b, { email });
    const sinceA = await lastEventId(w.t, w.a.centreId);
    const sinceB = await lastEventId(w.t, w.b.centreId);

    const lookup = await w.call('GET', `/api/common-contacts?email=${encodeURIComponent(email)}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toHaveLength(1);
    const reads = await eventsSince(w.t, w.b.centreId, sinceB);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ action: 'read', objectType: 'contact', objectId: source.contact_id, userId: w.user.userId, role: 'PROVIDER', detail: { via: 'commonContacts' } });

    const res = await w.call('POST', '/api/common-contacts-centre', { centreId: w.a.centreId, emails: [email] });
    expect(res.statusCode).toBe(200);
    const created = res.json().results[0].contact_id as string;
    const inA = await eventsSince(w.t, w.a.centreId, sinceA);
    expect(inA).toHaveLength(1);
    expect(inA[0]).toMatchObject({ action: 'create', objectType: 'contact', objectId: created, userId: w.user.userId, role: 'OWNER', detail: { via: 'commonContacts' } });
    const inB = await eventsSince(w.t, w.b.centreId, reads[0].id);
    expect(inB).toHaveLength(1);
    expect(inB[0]).toMatchObject({ action: 'disclose', objectType: 'contact', objectId: source.contact_id, detail: { recipientCentre: w.a.centreId, via: 'commonContacts' } });
    expect(JSON.stringify([...reads, ...inA, ...inB].map((e) => e.detail))).not.toContain(email);
  });
});
