/**
 * The uiSchema of a record form, interpreted from the schema at run time (so a field added to a
 * schema appears without code): a translated title per field (x-label), an optional hint
 * (`<label>Hint`), translated enum options (x-enumLabels), a widget picked from the field's
 * format, shared definition or reference (ra-no-code style), then the resource's overrides.
 */
import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../shared/recordDefinition';

type Json = Record<string, unknown>;
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A titled part of the form; `fields` in display order. */
export interface FormGroup {
  name: string;
  /** Locale key of the section title. */
  title: string;
  fields: string[];
  /** Columns on wide screens (default 2). */
  columns?: 1 | 2 | 3;
}

export interface RecordFormConfig {
  groups?: FormGroup[];
  /** uiSchema per top-level field, merged over the generated one. */
  fields?: Record<string, UiSchema>;
  /** Fields never shown (still kept in the data). */
  hidden?: string[];
  /** Show only the grouped fields (quick forms); otherwise unknown fields follow in a last section. */
  onlyGroups?: boolean;
}

export interface GroupLayout {
  groups: FormGroup[];
  onlyGroups: boolean;
  /** Locale key of the section holding fields no group names. */
  otherTitle: string;
}

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shared definition a node points to ("#/$defs/money" → money), if any. */
export function refName(node: Json): string | null {
  const ref = node.$ref;
  return typeof ref === 'string' ? (/^#\/\$defs\/(.+)$/.exec(ref)?.[1] ?? null) : null;
}

/** The node with its shared definition merged in (the node's own keywords win). */
export function resolveNode(root: JsonSchema, node: Json): Json {
  const name = refName(node);
  const defs = (root.$defs ?? {}) as Record<string, Json>;
  if (!name || !defs[name]) return node;
  const { $ref: _ref, ...own } = node;
  return { ...resolveNode(root, defs[name]), ...own };
}

const refTarget = (node: Json): string | null => {
  const ref = node['x-ref'];
  if (typeof ref === 'string') return ref;
  return isObj(ref) && typeof ref.record === 'string' ? ref.record : null;
};

/** The widget for a field by kind: format, shared definition, reference, enum, type. */
export function defaultWidget(root: JsonSchema, node: Json): { widget?: string; options?: Json } {
  const def = refName(node);
  const r = resolveNode(root, node);
  const target = refTarget(node);
  if (r.type === 'array') {
    const items = isObj(r.items) ? resolveNode(root, r.items) : {};
    if (target) return { widget: 'referenceArray', options: { record: target } };
    if (items.type === 'string' && !items.enum && (items.maxLength as number) > 200) return { widget: 'textList' };
    return {};
  }
  if (r.type === 'object') return {};
  if (target) return { widget: 'reference', options: { record: target } };
  switch (r.format) {
    case 'ahv':
      return { widget: 'ahv' };
    case 'iban':
      return { widget: 'iban' };
    case 'date':
      return { widget: 'date' };
    case 'email':
      return { widget: 'email' };
    case 'date-time':
      return { widget: 'dateTime' };
  }
  if (def === 'money' || def === 'phone' || def === 'countryPhone' || def === 'country' || def === 'time') return { widget: def };
  if (Array.isArray(r.enum)) return { widget: 'select' };
  if (r.type === 'string' && r.pattern === '^#[0-9a-fA-F]{6}$') return { widget: 'colour' };
  if (r.type === 'boolean') return { widget: 'switch' };
  if (r.type === 'string' && typeof r.maxLength === 'number' && r.maxLength > 200) return { widget: 'textarea' };
  return {};
}

function enumNames(root: JsonSchema, node: Json, translate: Translate): Record<string, string> | undefined {
  const r = resolveNode(root, node);
  if (!Array.isArray(r.enum)) return undefined;
  const labels = (isObj(r['x-enumLabels']) ? r['x-enumLabels'] : {}) as Record<string, string>;
  return Object.fromEntries(r.enum.map((v) => [String(v), labels[String(v)] ? translate(labels[String(v)], { _: String(v) }) : String(v)]));
}

/** Title, hint, options and widget of one node; objects and arrays recurse. */
export function nodeUiSchema(root: JsonSchema, node: Json, translate: Translate, parentPath: string[] = []): UiSchema {
  const r = resolveNode(root, node);
  const ui: UiSchema = {};
  const label = typeof node['x-label'] === 'string' ? node['x-label'] : typeof r['x-label'] === 'string' ? (r['x-label'] as string) : null;
  if (label) {
    ui['ui:title'] = translate(label, { _: parentPath[parentPath.length - 1] ?? '' });
    const hint = translate(`${label}Hint`, { _: '' });
    if (hint) ui['ui:description'] = hint;
  }
  const names = enumNames(root, node, translate);
  if (names) ui['ui:enumNames'] = names;
  const { widget, options } = defaultWidget(root, node);
  if (widget) ui['ui:widget'] = widget;
  if (options) ui['ui:options'] = options as UiSchema['ui:options'];
  if (r['x-readOnly'] === true) ui['ui:readonly'] = true;
  if (r.type === 'object' && isObj(r.properties)) {
    for (const [key, child] of Object.entries(r.properties)) {
      if (isObj(child)) ui[key] = nodeUiSchema(root, child, translate, [...parentPath, key]);
    }
    // A Swiss address: the canton is one of the 26 codes (spec §5).
    if (refName(node) === 'address' && isObj(ui.state)) ui.state = { ...ui.state, 'ui:widget': 'canton' };
  }
  if (r.type === 'array' && isObj(r.items)) ui.items = nodeUiSchema(root, r.items, translate, parentPath);
  return ui;
}

/** Deep merge of uiSchemas: `over` wins, nested objects merge. */
export function mergeUi(base: UiSchema, over: UiSchema | undefined): UiSchema {
  if (!over) return base;
  const out: UiSchema = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isObj(v) && isObj(base[k]) ? mergeUi(base[k] as UiSchema, v as UiSchema) : v;
  return out;
}

/** The uiSchema of a whole record form. */
export function buildUiSchema(formSchema: JsonSchema, config: RecordFormConfig, translate: Translate): UiSchema {
  const props = (formSchema.properties ?? {}) as Record<string, Json>;
  const ui: UiSchema = {};
  const phones: string[] = [];
  for (const [key, node] of Object.entries(props)) {
    ui[key] = nodeUiSchema(formSchema, node, translate, [key]);
    if (ui[key]['ui:widget'] === 'phone') phones.push(key);
  }
  // Phone numbers are valid for the record's dialling code: the first phone field picks it.
  if ('countryPhone' in props && phones.length > 0) {
    ui.countryPhone = { ...ui.countryPhone, 'ui:widget': 'hidden' };
    phones.forEach((key, i) => {
      ui[key] = { ...ui[key], 'ui:options': { ...(ui[key]['ui:options'] as Json), countryField: 'countryPhone', selectCountry: i === 0 } };
    });
  }
  for (const key of config.hidden ?? []) if (ui[key]) ui[key] = { ...ui[key], 'ui:widget': 'hidden' };
  for (const [key, over] of Object.entries(config.fields ?? {})) if (key in props) ui[key] = mergeUi(ui[key] ?? {}, over);
  const listed = (config.groups ?? []).flatMap((g) => g.fields).filter((f) => f in props);
  const layout: GroupLayout = { groups: config.groups ?? [], onlyGroups: config.onlyGroups ?? false, otherTitle: 'admin.form.otherFields' };
  ui['ui:order'] = [...new Set(listed), '*'];
  ui['ui:options'] = { layout };
  return ui;
}
