/**
 * Reads logged under load: requests that arrive together are appended in batches (one
 * transaction per batch), yet every read has its own event, in order, on an intact chain, and
 * each answer comes only after its event is stored.
 */
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from '../records/recordsWorld';
import { eventsSince, lastEventId } from './auditSupport';

const PARALLEL = 40;

describe.each(DB_KINDS)('audit batching on %s', (kind) => {
  let w: RecordsWorld;
  beforeAll(async () => {
    w = await recordsWorld(kind);
  });
  afterAll(() => w.t.close());

  it(`logs ${PARALLEL} simultaneous reads of two centres once each, on intact chains`, async () => {
    const created = await w.call('POST', `/api/clinics/${w.a.centreId}/contacts`, { firstName: 'Anna', lastName: 'Batch' });
    expect(created.statusCode).toBe(201);
    const id = created.json().contact_id as string;
    const [afterA, afterB] = [await lastEventId(w.t, w.a.centreId), await lastEventId(w.t, w.b.centreId)];

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 === 0
          ? w.call('GET', `/api/clinics/${w.a.centreId}/contacts/${id}`)
          : w.callB('GET', `/api/clinics/${w.b.centreId}/contacts`),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));

    // Every answer came after its event was stored: all are there now, without waiting.
    const readsA = (await eventsSince(w.t, w.a.centreId, afterA)).filter((e) => e.action === 'read');
    const readsB = (await eventsSince(w.t, w.b.centreId, afterB)).filter((e) => e.action === 'read');
    expect(readsA).toHaveLength(PARALLEL / 2);
    expect(readsA.every((e) => e.objectId === id)).toBe(true);
    expect(readsB).toHaveLength(PARALLEL / 2);
    for (const centreId of [w.a.centreId, w.b.centreId]) {
      const res = await (centreId === w.a.centreId ? w.call : w.callB)('GET', `/api/centres/${centreId}/audit-events/verify`);
      expect(res.json()).toMatchObject({ ok: true, brokenAt: null });
    }
  });
});
