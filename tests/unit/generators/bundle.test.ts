import { bundleRecord, DEFAULT_MAX_LENGTH } from '../../../generators/bundle';
import { readSchemaSet } from '../../../generators/schemaSource';
import { ADDRESS, COUNTRY, record, removeSchemaDirs, schemaDir, type Json } from './fixtures';

function bundle(props: Json, extra: Json = {}) {
  const set = readSchemaSet(schemaDir({ patient: record('patients', props, extra) }, { address: ADDRESS, country: COUNTRY }));
  return bundleRecord(set.records[0], set.defs) as Json & { properties: Record<string, Json>; $defs: Record<string, Json> };
}

describe('bundleRecord', () => {
  afterAll(removeSchemaDirs);
  it('copies used definitions (also nested ones) into $defs and points refs there', () => {
    const b = bundle({ home: { $ref: '_defs/address.schema.json' } });
    expect(b.properties.home.$ref).toBe('#/$defs/address');
    expect(Object.keys(b.$defs)).toEqual(['address', 'country']);
    expect((b.$defs.address.properties as Record<string, Json>).country.$ref).toBe('#/$defs/country');
  });

  it('adds the server-managed fields in front, read-only', () => {
    const b = bundle({ name: { type: 'string' } }, { 'x-record': { idField: 'patient_id' } });
    expect(Object.keys(b.properties)).toEqual(['patient_id', 'id', 'centre_fk', 'createdAt', 'updatedAt', 'name']);
    for (const k of ['patient_id', 'id', 'centre_fk', 'createdAt', 'updatedAt']) expect(b.properties[k]['x-readOnly']).toBe(true);
  });

  it('gives every field, definition field and enum value a label key unless the schema names one', () => {
    const b = bundle({
      sex: { type: 'string', enum: ['Male', 'Female'] },
      nick: { type: 'string', 'x-label': 'common.nickname' },
      home: { $ref: '_defs/address.schema.json' },
      items: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' } } } },
    });
    expect(b['x-label']).toBe('records.patient._title');
    expect(b.properties.sex['x-label']).toBe('records.patient.sex');
    expect(b.properties.sex['x-enumLabels']).toEqual({ Male: 'records.patient.sexOptions.Male', Female: 'records.patient.sexOptions.Female' });
    expect(b.properties.nick['x-label']).toBe('common.nickname');
    expect(b.properties.home['x-label']).toBe('records.patient.home');
    expect((b.$defs.address.properties as Record<string, Json>).street['x-label']).toBe('records._defs.address.street');
    expect(((b.properties.items.items as Json).properties as Record<string, Json>).code['x-label']).toBe('records.patient.items_code');
  });

  it('caps unbounded text at the spec default of 50 characters', () => {
    const b = bundle({ a: { type: 'string' }, b: { type: 'string', maxLength: 500 }, c: { type: 'string', enum: ['x'] }, d: { type: 'string', format: 'date' }, e: { $ref: '_defs/address.schema.json' } });
    expect(b.properties.a.maxLength).toBe(DEFAULT_MAX_LENGTH);
    expect(b.properties.b.maxLength).toBe(500);
    expect(b.properties.c.maxLength).toBeUndefined();
    expect(b.properties.d.maxLength).toBeUndefined();
    expect((b.$defs.address.properties as Record<string, Json>).city.maxLength).toBe(DEFAULT_MAX_LENGTH);
  });

  it.each([
    ['an open object', { additionalProperties: true }, /additionalProperties/],
    ['a server-managed name', { properties: { createdAt: { type: 'string' } } }, /managed by the server/],
  ])('refuses %s', (_label, override, message) => {
    const set = readSchemaSet(schemaDir({ patient: { ...record('patients', { a: { type: 'string' } }), ...override } }));
    expect(() => bundleRecord(set.records[0], set.defs)).toThrow(message);
  });

  it('refuses a $ref to a missing definition', () => {
    const set = readSchemaSet(schemaDir({ patient: record('patients', { a: { $ref: '_defs/nothing.schema.json' } }) }));
    expect(() => bundleRecord(set.records[0], set.defs)).toThrow(/missing schemas\/_defs\/nothing/);
  });
});
