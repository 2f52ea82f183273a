/**
 * The schema keywords for settings and spec paths: x-record.singleton, x-storage.suffix and the
 * alias options centre "from": "record", idFrom and set — what they generate, and the mistakes
 * `npm run gen` refuses with the file and reason.
 */
import { indexCode } from '../../../generators/emitDrizzle';
import { readSchema } from '../../../generators/emitTypes';
import { buildRecords } from '../../../generators/run';
import { recordRoutes } from '../../../src/server/plugins/crud/routes';
import { rowToWire, singletonDefaults, wireToRow } from '../../../src/server/records/rowMapping';
import { buildRuntimeRecord } from '../../../src/server/records/runtimeRecord';
import type { RecordDefinition } from '../../../src/shared/recordDefinition';
import { record, removeSchemaDirs, schemaDir, type Json } from './fixtures';

const build = (records: Record<string, Json>) => buildRecords(schemaDir(records));
const one = (schema: Json): RecordDefinition => build({ thing: schema })[0];

const settings = record(
  'reminders',
  {
    lead: { type: 'string', enum: ['12h', '24h', '48h'], default: '24h', 'x-storage': { type: 'integer', suffix: 'h' } },
    note: { type: 'string' },
    window: {
      type: 'object',
      default: {},
      'x-storage': { flatten: true },
      properties: { amount: { type: 'integer', default: 24 }, unit: { type: 'string', enum: ['hours', 'days'], default: 'hours' } },
    },
  },
  { 'x-record': { singleton: true, table: 'reminder_settings' } },
);

describe('singleton records', () => {
  afterAll(removeSchemaDirs);
  const def = one(settings);

  it('are served at …/settings/<resource> with GET, PUT and PATCH only', () => {
    expect(def.singleton).toBe(true);
    expect(def.routes.base).toBe('/api/clinics/:cid/settings/reminders');
    expect(recordRoutes(def).map((r) => `${r.method} ${r.url} ${r.op}`)).toEqual([
      'GET /api/clinics/:cid/settings/reminders get',
      'PUT /api/clinics/:cid/settings/reminders update',
      'PATCH /api/clinics/:cid/settings/reminders update',
    ]);
  });

  it('have one row per centre and no id or timestamps in the read type before the first save', () => {
    expect(indexCode(def)[0]).toBe('uniqueIndex("reminder_settings_centre_uq").on(t.centreId)');
    expect(readSchema(def).required).toEqual(expect.arrayContaining(['id', 'centre_fk', 'lead', 'window']));
    expect(readSchema(def).required).not.toContain('thing_id');
    expect(readSchema(def).required).not.toContain('createdAt');
  });

  it('answer their defaults, known by the centre, until saved', () => {
    const rt = buildRuntimeRecord(def);
    expect(singletonDefaults(rt, 'c1')).toEqual({ id: 'c1', centre_fk: 'c1', lead: '24h', window: { amount: 24, unit: 'hours' } });
  });

  it('refuse required fields without a default (GET could not answer them)', () => {
    expect(() => one({ ...settings, required: ['note'] })).toThrow(/singleton's required fields need a default \(note\)/);
  });

  it('refuse list, create and delete aliases', () => {
    const aliased = { ...settings, 'x-record': { ...(settings['x-record'] as Json), aliases: [{ method: 'DELETE', url: '/api/x', op: 'delete', centre: { from: 'query', key: 'centreId' } }] } };
    expect(() => one(aliased)).toThrow(/a singleton is only read and updated/);
  });
});

describe('x-storage.suffix', () => {
  afterAll(removeSchemaDirs);
  const def = one(settings);
  const rt = buildRuntimeRecord(def);
  const lead = def.fields.find((f) => f.name === 'lead');

  it('stores "24h" as the number 24 and answers it as "24h"', () => {
    expect(lead).toMatchObject({ kind: 'integer', suffix: 'h', default: 24, notNull: true });
    expect(wireToRow(rt, { lead: '48h' }, new Set())).toEqual({ lead: 48 });
    expect(wireToRow(rt, {}, new Set(['lead']))).toEqual({ lead: 24 });
    expect(rowToWire(rt, { lead: 12, centreId: 'c1' })).toMatchObject({ lead: '12h' });
  });

  it('fills sub-fields of a flattened object that a body leaves out with their defaults', () => {
    expect(wireToRow(rt, { window: { amount: 2 } }, new Set())).toEqual({ windowAmount: 2, windowUnit: 'hours' });
  });

  it.each([
    [{ type: 'string', enum: ['1h', 'soon'], 'x-storage': { type: 'integer', suffix: 'h' } }, /enum value "soon" is not a number followed by "h"/],
    [{ type: 'string', default: '2d', 'x-storage': { type: 'integer', suffix: 'h' } }, /default "2d" is not a number/],
    [{ type: 'integer', 'x-storage': { suffix: 'h' } }, /suffix needs a string field stored as "integer" or "numeric"/],
    [{ type: 'string', 'x-storage': { suffix: 'h' } }, /suffix needs a string field stored as "integer" or "numeric"/],
  ])('refuses %p', (field, message) => {
    expect(() => one(record('things', { lead: field }))).toThrow(message);
  });
});

describe('alias options', () => {
  afterAll(removeSchemaDirs);
  const withAliases = (aliases: Json[]) => record('notes', { name: { type: 'string', 'x-list': { sortable: true } }, active: { type: 'boolean', default: true } }, { 'x-record': { aliases, defaultSort: ['name', 'ASC'] } });

  it('take the centre from the record, the id from the body and fixed values', () => {
    const def = one(
      withAliases([
        { method: 'PATCH', url: '/api/notes/active/:id', op: 'update', set: { active: true }, centre: { from: 'record', key: 'id' } },
        { method: 'PUT', url: '/api/notes', op: 'update', idFrom: 'body', centre: { from: 'query', key: 'centreId', fallback: 'activeCentre' } },
        { method: 'DELETE', url: '/api/notes/:noteId', op: 'delete', idParam: 'noteId', centre: { from: 'record', key: 'noteId' } },
      ]),
    );
    const routes = recordRoutes(def).slice(6);
    expect(routes.map((r) => [r.method, r.centre.from, r.idFrom, r.set])).toEqual([
      ['PATCH', 'record', 'params', { active: true }],
      ['PUT', 'query', 'body', null],
      ['DELETE', 'record', 'params', null],
    ]);
  });

  it.each([
    [{ method: 'GET', url: '/api/notes', op: 'list', centre: { from: 'record', key: 'id' } }, /"from": "record" needs a get, update or delete route/],
    [{ method: 'DELETE', url: '/api/notes/:noteId', op: 'delete', centre: { from: 'record', key: 'id' } }, /"from": "record" needs/],
    [{ method: 'POST', url: '/api/notes', op: 'create', idFrom: 'body', centre: { from: 'query', key: 'centreId' } }, /"idFrom": "body" is for updates/],
    [{ method: 'DELETE', url: '/api/notes/:id', op: 'delete', set: { active: false }, centre: { from: 'record', key: 'id' } }, /"set" is for updates/],
    [{ method: 'GET', url: '/api/centre/:cid/notes', op: 'list', centre: { from: 'params', key: 'id' } }, /no path parameter "id"/],
    [{ method: 'PATCH', url: '/api/notes', op: 'update', centre: { from: 'query', key: 'centreId' } }, /no path parameter "id" for the id/],
  ])('refuses %p', (alias, message) => {
    expect(() => one(withAliases([alias]))).toThrow(message);
  });
});
