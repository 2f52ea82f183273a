import { buildRecords } from '../../../generators/run';
import type { FieldDefinition, RecordDefinition } from '../../../src/shared/recordDefinition';
import { ADDRESS, COUNTRY, record, removeSchemaDirs, schemaDir, type Json } from './fixtures';

const field = (r: RecordDefinition, name: string) => r.fields.find((f) => f.name === name) as FieldDefinition;

function build(records: Record<string, Json>) {
  return buildRecords(schemaDir(records, { address: ADDRESS, country: COUNTRY }));
}

describe('record definitions', () => {
  afterAll(removeSchemaDirs);
  const [group, patient] = build({
    group: record('groups', { title: { type: 'string', 'x-list': { sortable: true } } }, { 'x-record': { defaultSort: ['title', 'ASC'] } }),
    patient: record(
      'patients',
      {
        name: { type: 'string', 'x-list': { column: true, sortable: true, searchable: true } },
        born: { type: 'string', format: 'date', 'x-list': { filterable: true } },
        visits: { type: 'integer', default: 0 },
        weight: { type: 'number', 'x-storage': { precision: 5, scale: 1 } },
        active: { type: 'boolean', default: true, 'x-list': { filterable: true } },
        kind: { type: 'string', enum: ['a', 'b'], 'x-list': { filterable: true } },
        home: { $ref: '_defs/address.schema.json', default: {}, 'x-storage': { flatten: true }, 'x-list': { fields: { city: { sortable: true, searchable: true } } } },
        billing: { $ref: '_defs/address.schema.json' },
        group_fk: { type: 'string', format: 'uuid', 'x-ref': 'group', 'x-list': { filterable: true } },
        friendIds: { type: 'array', items: { type: 'string', format: 'uuid' }, default: [], 'x-ref': 'patient', 'x-list': { filterable: true } },
        code: { type: 'string', 'x-storage': { uniquePerCentre: true, column: 'patient_code' } },
        score: { type: 'number', 'x-readOnly': true, 'x-storage': { virtual: true } },
      },
      { required: ['name'], 'x-record': { table: 'patient_files', idField: 'patient_id', centreField: 'centre', writeRoles: ['OWNER'] } },
    ),
  }).sort((a, b) => a.name.localeCompare(b.name));

  it('names table, id, centre field and routes', () => {
    expect(patient).toMatchObject({ resource: 'patients', table: 'patient_files', tableExport: 'patientFiles', idField: 'patient_id', centreField: 'centre', backend: 'common', writeRoles: ['OWNER'] });
    expect(patient.routes.base).toBe('/api/clinics/:cid/patients');
    expect(group.table).toBe('groups');
    expect(field(patient, 'patient_id')).toMatchObject({ column: 'patient_id', kind: 'uuid', role: 'id', readOnly: true });
    expect(field(patient, 'centre')).toMatchObject({ column: 'centre_id', role: 'centre', notNull: true });
  });

  it('maps JSON types to columns, NOT NULL where required or defaulted', () => {
    expect(field(patient, 'name')).toMatchObject({ column: 'name', kind: 'text', notNull: true });
    expect(field(patient, 'born')).toMatchObject({ kind: 'date', notNull: false, list: { filter: 'range' } });
    expect(field(patient, 'visits')).toMatchObject({ kind: 'integer', notNull: true, default: 0 });
    expect(field(patient, 'weight')).toMatchObject({ kind: 'numeric', precision: 5, scale: 1, notNull: false });
    expect(field(patient, 'active')).toMatchObject({ kind: 'boolean', default: true, list: { filter: 'eq' } });
    expect(field(patient, 'billing')).toMatchObject({ kind: 'jsonb', column: 'billing' });
    expect(field(patient, 'code')).toMatchObject({ column: 'patient_code', uniquePerCentre: true });
    expect(field(patient, 'score')).toMatchObject({ column: null, virtual: true, readOnly: true });
  });

  it('flattens an object into columns with their own list options and labels', () => {
    expect(field(patient, 'home.city')).toMatchObject({ column: 'home_city', path: ['home', 'city'], label: 'records._defs.address.city', list: { sortable: true, searchable: true } });
    expect(field(patient, 'home.country')).toMatchObject({ column: 'home_country', kind: 'text' });
    expect(patient.list.search).toEqual(['name', 'home.city']);
    expect(patient.list.searchExpression).toContain('coalesce("name", \'\') || \' \' || coalesce("home_city", \'\')');
  });

  it('turns x-ref into foreign keys or checked id lists', () => {
    expect(field(patient, 'group_fk').ref).toEqual({ record: 'group', table: 'groups', column: 'group_id', onDelete: 'set null' });
    expect(field(patient, 'friendIds')).toMatchObject({ kind: 'jsonb', itemRef: 'patient', list: { filter: 'includes' } });
  });

  it('collects list columns, sortable fields, filters and the default sort', () => {
    expect(patient.list.columns).toEqual(['name']);
    expect(patient.list.sortable).toEqual(['createdAt', 'name', 'home.city']);
    expect(patient.list.filters.map((f) => `${f.field}:${f.operator}`)).toEqual(
      expect.arrayContaining(['born:range', 'active:eq', 'kind:eq', 'group_fk:eq', 'friendIds:includes', 'patient_id:eq']),
    );
    expect(patient.list.defaultSort).toEqual({ field: 'createdAt', order: 'DESC' });
    expect(group.list.defaultSort).toEqual({ field: 'title', order: 'ASC' });
  });

  it.each([
    ['a searchable number', { n: { type: 'integer', 'x-list': { searchable: true } } }, /only text fields can be searchable/],
    ['a reference to an unknown record', { r: { type: 'string', format: 'uuid', 'x-ref': 'nobody' } }, /unknown record "nobody"/],
    ['a sortable JSON field', { j: { type: 'object', 'x-list': { sortable: true } } }, /cannot be sortable/],
    ['a contains filter on a date', { d: { type: 'string', format: 'date', 'x-list': { filterable: 'contains' } } }, /need a text field/],
    ['a typo in a keyword', { t: { type: 'string', 'x-list': { sortabel: true } } }, /x-list/],
    ['an unknown keyword', { t: { type: 'string', 'x-lsit': {} } }, /x-lsit/],
    ['a field without type', { t: { description: 'no type' } }, /single "type"/],
  ])('refuses %s', (_label, props, message) => {
    expect(() => build({ thing: record('things', props as Json) })).toThrow(message);
  });

  it('refuses a default sort on a field that is not sortable', () => {
    expect(() => build({ thing: record('things', { a: { type: 'string' } }, { 'x-record': { defaultSort: ['a', 'ASC'] } }) })).toThrow(/defaultSort/);
  });
});
