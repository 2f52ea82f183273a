/**
 * The list's filter inputs from the filter specs: the `q` search box, selects for enums and
 * booleans, references as autocompletes (searching with `q`), text for equals/contains, and a
 * from/until pair for ranges (`<field>_gte`, `<field>_lte`).
 */
import type { ReactElement } from 'react';
import { AutocompleteInput, DateInput, NumberInput, ReferenceInput, SearchInput, SelectInput, TextInput, type RaRecord } from 'react-admin';
import type { FilterSpec } from './listSpec';
import { recordDefinition, representRecord } from './recordRegistry';
import type { Translate } from './uiSchemaBuilder';

function rangeInputs(spec: FilterSpec, translate: Translate, alwaysOn: boolean): ReactElement[] {
  const field = translate(spec.label);
  const Input = spec.kind === 'number' || spec.kind === 'money' ? NumberInput : DateInput;
  return [
    <Input key={`${spec.field}_gte`} source={`${spec.field}_gte`} label={translate('admin.list.from', { field })} alwaysOn={alwaysOn} />,
    <Input key={`${spec.field}_lte`} source={`${spec.field}_lte`} label={translate('admin.list.until', { field })} alwaysOn={alwaysOn} />,
  ];
}

function filterInput(spec: FilterSpec, translate: Translate, alwaysOn: boolean): ReactElement[] {
  if (spec.operator === 'range') return rangeInputs(spec, translate, alwaysOn);
  const key = spec.field;
  const common = { source: spec.field, label: spec.label, alwaysOn };
  if (spec.kind === 'enum') {
    const choices = (spec.options ?? []).map((o) => ({ id: o.value, name: translate(o.label, { _: o.value }) }));
    return [<SelectInput key={key} {...common} choices={choices} />];
  }
  if (spec.kind === 'boolean') {
    return [<SelectInput key={key} {...common} choices={[{ id: 'true', name: translate('common.yes') }, { id: 'false', name: translate('common.no') }]} />];
  }
  if ((spec.kind === 'reference' || spec.kind === 'references') && spec.ref) {
    const def = recordDefinition(spec.ref);
    return [
      <ReferenceInput key={key} {...common} reference={def.resource} sort={def.list.defaultSort}>
        <AutocompleteInput label={spec.label} optionText={(r: RaRecord) => representRecord(def, r)} filterToQuery={(q: string) => (q ? { q } : {})} />
      </ReferenceInput>,
    ];
  }
  if (spec.kind === 'references' || spec.kind === 'list') return [];
  if (spec.kind === 'number' || spec.kind === 'money') return [<NumberInput key={key} {...common} />];
  return [<TextInput key={key} {...common} />];
}

export function listFilters(specs: FilterSpec[], translate: Translate, options: { search: boolean; alwaysOn?: string[] }): ReactElement[] {
  const alwaysOn = new Set(options.alwaysOn ?? []);
  const inputs = options.search ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('common.search')} />] : [];
  for (const spec of specs) inputs.push(...filterInput(spec, translate, alwaysOn.has(spec.field)));
  return inputs;
}
