/** x-record.genericRoutes: false keeps a record (appointments) out of the generic CRUD routes. */
import { buildRecords } from '../../../generators/run';
import { recordRoutes } from '../../../src/server/plugins/crud/routes';
import { registry } from '../../../src/generated/registry.gen';
import { record, removeSchemaDirs, schemaDir } from './fixtures';

describe('genericRoutes: false', () => {
  afterAll(removeSchemaDirs);

  it('is carried into the definition and leaves the record without generic routes', () => {
    const [own, served] = buildRecords(
      schemaDir({
        own: record('owns', { title: { type: 'string' } }, { 'x-record': { genericRoutes: false } }),
        served: record('serveds', { title: { type: 'string' } }),
      }),
    ).sort((a, b) => a.name.localeCompare(b.name));
    expect(own.genericRoutes).toBe(false);
    expect(recordRoutes(own)).toEqual([]);
    expect(served.genericRoutes).toBeUndefined();
    expect(recordRoutes(served).length).toBeGreaterThan(0);
  });

  it('keeps the appointment record out of the generic routes', () => {
    expect(registry.appointment.genericRoutes).toBe(false);
    expect(recordRoutes(registry.appointment)).toEqual([]);
  });
});
