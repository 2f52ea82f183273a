/**
 * The engine's pure parts: widgets picked from the schema, the form schema and body sent, list
 * columns and filters from x-list, record paths of the data provider, Swiss input formatting.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { registry } from '../../../src/generated/registry.gen';
import type { DataProvider } from 'react-admin';
import { formSchemaOf, writeBody } from '../../../src/client/admin/formSchema';
import { columnSpecs, filterSpecs, hasSearch } from '../../../src/client/admin/listSpec';
import { flattenFilter, recordPath, withRecordPaths } from '../../../src/client/admin/recordDataProvider';
import { fillTemplate, representRecord } from '../../../src/client/admin/recordRegistry';
import { buildUiSchema } from '../../../src/client/admin/uiSchemaBuilder';
import { compactIban, groupIban, maskAhv, rappenToText, textToRappen } from '../../../src/client/admin/widgets/swissWidgets';
import { vatChoices } from '../../../src/client/pages/services/VatCodeWidget';
import { testI18nProvider } from '../pages/support/renderPage';

const en = testI18nProvider('en').translate;
const widgetOf = (ui: Record<string, unknown>, path: string[]) =>
  path.reduce<Record<string, unknown> | undefined>((node, p) => node?.[p] as Record<string, unknown> | undefined, ui)?.['ui:widget'];

describe('uiSchema from the schema', () => {
  const contactUi = buildUiSchema(formSchemaOf(registry.contact), {}, en);
  const serviceUi = buildUiSchema(formSchemaOf(registry.service), {}, en);

  it('picks widgets by format, shared definition, reference and type', () => {
    expect(widgetOf(contactUi, ['ahvNumber'])).toBe('ahv');
    expect(widgetOf(contactUi, ['dateOfBirth'])).toBe('date');
    expect(widgetOf(contactUi, ['email'])).toBe('email');
    expect(widgetOf(contactUi, ['phone'])).toBe('phone');
    expect(widgetOf(contactUi, ['countryPhone'])).toBe('hidden');
    expect(widgetOf(contactUi, ['salutation'])).toBe('select');
    expect(widgetOf(contactUi, ['Address', 'state'])).toBe('canton');
    expect(widgetOf(contactUi, ['Address', 'country'])).toBe('country');
    expect(widgetOf(contactUi, ['tagIds'])).toBe('referenceArray');
    expect(widgetOf(contactUi, ['parent_fk'])).toBe('reference');
    expect(widgetOf(serviceUi, ['ppu'])).toBe('money');
    expect(widgetOf(serviceUi, ['variants', 'items', 'ppu'])).toBe('money');
    expect(widgetOf(serviceUi, ['category_fk'])).toBe('reference');
    expect(widgetOf(serviceUi, ['fixStartTime'])).toBe('time');
    expect(widgetOf(serviceUi, ['onlineBooking'])).toBe('switch');
    expect(widgetOf(serviceUi, ['description'])).toBe('textarea');
  });

  it('titles, options and read-only flags come from the labels', () => {
    expect(contactUi.firstName['ui:title']).toBe(en('records.contact.firstName'));
    expect(contactUi.Address.city['ui:title']).toBe(en('records._defs.address.city'));
    expect(contactUi.salutation['ui:enumNames']).toEqual({ Mr: 'Mr', Mrs: 'Mrs', Ms: 'Ms', Family: 'Family', Other: 'Other' });
    expect(contactUi.bloodGroup['ui:enumNames']['0+']).toBe(en('records.contact.bloodGroupOptions.0+'));
    expect(contactUi.bmi['ui:readonly']).toBe(true);
    // The phone numbers share the record's dialling code; the first one picks it.
    expect(contactUi.phone['ui:options']).toMatchObject({ countryField: 'countryPhone', selectCountry: true });
    expect(contactUi.homeNumber['ui:options']).toMatchObject({ countryField: 'countryPhone', selectCountry: false });
  });

  it('lists the grouped fields first and keeps every other field (ui:order "*")', () => {
    const ui = buildUiSchema(formSchemaOf(registry.contact), { groups: [{ name: 'a', title: 't', fields: ['lastName', 'firstName', 'noSuchField'] }], hidden: ['notes'] }, en);
    expect(ui['ui:order']).toEqual(['lastName', 'firstName', '*']);
    expect(ui.notes['ui:widget']).toBe('hidden');
  });
});

describe('form schema and body', () => {
  it('leaves out what the server manages and the developers’ English texts', () => {
    const schema = formSchemaOf(registry.contact);
    const props = schema.properties as Record<string, Record<string, unknown>>;
    for (const managed of ['contact_id', 'id', 'centre_fk', 'createdAt', 'updatedAt']) expect(props[managed]).toBeUndefined();
    expect(props.height.description).toBeUndefined();
    expect(JSON.stringify(schema)).not.toMatch(/"title"|"description"/);
    expect(schema.required).toEqual(['firstName', 'lastName']);
  });

  it('sends writable fields, and null for a field the user emptied (the API merges)', () => {
    const previous = { contact_id: 'x', id: 'x', firstName: 'Lena', lastName: 'Muster', company: 'ACME', bmi: 22.1, createdAt: '2025-01-01T00:00:00Z' };
    const body = writeBody(registry.contact, { firstName: 'Lena', lastName: 'Keller', bmi: 22.1 }, previous);
    expect(body).toEqual({ firstName: 'Lena', lastName: 'Keller', company: null });
  });
});

describe('list from x-list', () => {
  it('columns, sortable flags, filters and search come from the registry', () => {
    const columns = columnSpecs(registry.contact);
    expect(columns.map((c) => c.field)).toEqual(registry.contact.list.columns);
    expect(columns.find((c) => c.field === 'lastName')).toMatchObject({ sortable: true, kind: 'text', label: 'records.contact.lastName' });
    expect(columns.find((c) => c.field === 'phone')?.sortable).toBe(false);
    expect(columns.find((c) => c.field === 'Address.city')?.label).toBe('records._defs.address.city');
    expect(columns.find((c) => c.field === 'status')?.kind).toBe('enum');
    const filters = filterSpecs(registry.contact);
    expect(filters.map((f) => f.field)).not.toContain('contact_id');
    expect(filters.find((f) => f.field === 'dateOfBirth')).toMatchObject({ operator: 'range', kind: 'date' });
    expect(filters.find((f) => f.field === 'tagIds')).toMatchObject({ operator: 'includes', kind: 'references', ref: 'tag' });
    expect(hasSearch(registry.contact)).toBe(true);
    expect(columnSpecs(registry.service).find((c) => c.field === 'ppu')?.kind).toBe('money');
  });

  it('a field marked x-list in the schema becomes a column and filter without code', () => {
    const extended = JSON.parse(JSON.stringify(registry.contact)) as typeof registry.contact;
    (extended.schema.properties as Record<string, unknown>).referral = { type: 'string', maxLength: 100, 'x-label': 'records.contact.referral' };
    extended.list.columns.push('referral');
    extended.list.filters.push({ field: 'referral', operator: 'contains' });
    expect(columnSpecs(extended).at(-1)).toMatchObject({ field: 'referral', label: 'records.contact.referral', kind: 'text' });
    expect(filterSpecs(extended).at(-1)).toMatchObject({ field: 'referral', operator: 'contains' });
  });
});

describe('record paths of the data provider', () => {
  it('scopes registry records to the centre and leaves other resources alone', () => {
    expect(recordPath('contacts', 'c1')).toBe('clinics/c1/contacts');
    expect(recordPath('vats', 'c1')).toBe('clinics/c1/vats');
    expect(recordPath('something-else', 'c1')).toBe('something-else');
    expect(() => recordPath('contacts', null)).toThrow('noClinic');
  });

  it('flattens nested filters to dotted names', () => {
    expect(flattenFilter({ q: 'anna', Address: { city: 'Bern', zipcode: '3000' }, tagIds: ['t1'] })).toEqual({ q: 'anna', 'Address.city': 'Bern', 'Address.zipcode': '3000', tagIds: ['t1'] });
  });

  it('uses the centre of the query meta before the active one', async () => {
    const getList = jest.fn(async () => ({ data: [], total: 0 }));
    const provider = withRecordPaths({ getList } as unknown as DataProvider, registry, () => 'active');
    await provider.getList('contacts', { filter: { Address: { city: 'Bern' } }, meta: { centreId: 'other' } });
    await provider.getList('contacts', { filter: {} });
    expect(getList.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['clinics/other/contacts', 'clinics/active/contacts']);
    expect((getList.mock.calls[0] as unknown[])[1]).toMatchObject({ filter: { 'Address.city': 'Bern' } });
  });
});

describe('representation and Swiss inputs', () => {
  it('fills the representation template', () => {
    expect(representRecord(registry.contact, { firstName: 'Lena', lastName: 'Muster' })).toBe('Lena Muster');
    expect(representRecord(registry.vatRate, { name: 'Normal', rate: 8.1 })).toBe('Normal (8.1 %)');
    expect(fillTemplate('%{name} (%{rate} %)', { name: 'Normal' })).toBe('Normal');
  });

  it('masks AHV numbers as they are typed', () => {
    expect(maskAhv('756')).toBe('756');
    expect(maskAhv('7561')).toBe('756.1');
    expect(maskAhv('756.1234.56')).toBe('756.1234.56');
    expect(maskAhv('75612345678979999')).toBe('756.1234.5678.97');
  });

  it('groups IBANs for reading and stores them compact', () => {
    expect(groupIban('ch4431999123000889012')).toBe('CH44 3199 9123 0008 8901 2');
    expect(compactIban('CH44 3199 9123 0008 8901 2')).toBe('CH4431999123000889012');
  });

  it('reads francs and keeps Rappen', () => {
    expect(textToRappen('95.5')).toBe(9550);
    expect(textToRappen('12,30')).toBe(1230);
    expect(textToRappen("1'250.05")).toBe(125005);
    expect(textToRappen('')).toBeUndefined();
    expect(textToRappen('zwölf')).toBe('zwölf');
    expect(rappenToText(9550)).toBe('95.50');
  });

  it('offers each VAT code once, named by the period valid today', () => {
    const rates = [
      { id: '1', name: 'Normal alt', code: 'N', rate: 7.7, validFrom: '2018-01-01', validUntil: '2023-12-31' },
      { id: '2', name: 'Normal', code: 'N', rate: 8.1, validFrom: '2024-01-01' },
      { id: '3', name: 'Reduziert', code: 'R', rate: 2.6, validFrom: '2024-01-01' },
    ];
    expect(vatChoices(rates, '2025-06-01')).toEqual([
      { code: 'N', label: 'Normal (N, 8.1 %)' },
      { code: 'R', label: 'Reduziert (R, 2.6 %)' },
    ]);
    expect(vatChoices(rates, '2020-06-01')[0].label).toBe('Normal alt (N, 7.7 %)');
  });
});
