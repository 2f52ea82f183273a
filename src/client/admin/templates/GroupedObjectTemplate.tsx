/**
 * How record forms are laid out: the root object in titled sections (the resource's groups,
 * then a last section with every field no group names, so a field added to the schema shows
 * up), nested objects (addresses) as a grid under a subtitle.
 */
import { createContext, useContext, type ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import type { GroupLayout } from '../uiSchemaBuilder';
import { FieldColumns, FormSection } from './FormSection';

const FULL_WIDTH_WIDGETS = new Set(['tags', 'textList', 'referenceArray', 'textarea']);

/** True while rendering the only field of a section: its own title would repeat the section's. */
export const SoleFieldContext = createContext(false);

/**
 * ui:options.visibleWhen {field: value}: shown only while the sibling fields have these values
 * (a fixed start time only when "fixed start" is on).
 */
function isVisible(name: string, props: ObjectFieldTemplateProps): boolean {
  const ui = (props.uiSchema?.[name] ?? {}) as UiSchema;
  const when = ((ui['ui:options'] ?? {}) as { visibleWhen?: Record<string, unknown> }).visibleWhen;
  if (!when) return true;
  const data = (props.formData ?? {}) as Record<string, unknown>;
  return Object.entries(when).every(([field, value]) => data[field] === value);
}

function isFullWidth(name: string, props: ObjectFieldTemplateProps): boolean {
  const ui = (props.uiSchema?.[name] ?? {}) as UiSchema;
  const options = (ui['ui:options'] ?? {}) as { fullWidth?: boolean };
  if (options.fullWidth !== undefined) return options.fullWidth;
  if (typeof ui['ui:field'] === 'string' || FULL_WIDTH_WIDGETS.has(String(ui['ui:widget']))) return true;
  const child = (props.schema.properties?.[name] ?? {}) as { type?: unknown; $ref?: unknown };
  const type = child.$ref ? props.registry.schemaUtils.retrieveSchema(child as object).type : child.type;
  return type === 'object' || type === 'array';
}

function Cell({ element, full, visible }: { element: ObjectFieldTemplatePropertyType; full: boolean; visible: boolean }) {
  if (element.hidden) return element.content;
  if (!visible) return <div hidden>{element.content}</div>;
  return (
    <Box sx={{ gridColumn: full ? '1 / -1' : undefined, minWidth: 0 }} data-form-field={element.name}>
      {element.content}
    </Box>
  );
}

function Grid({ elements, props, columns }: { elements: ObjectFieldTemplatePropertyType[]; props: ObjectFieldTemplateProps; columns?: 1 | 2 | 3 }) {
  return (
    <FieldColumns columns={columns}>
      {elements.map((e) => (
        <Cell key={e.name} element={e} full={isFullWidth(e.name, props)} visible={isVisible(e.name, props)} />
      ))}
    </FieldColumns>
  );
}

function RootSections(props: ObjectFieldTemplateProps & { layout: GroupLayout }) {
  const translate = useTranslate();
  const { layout, properties } = props;
  const byName = new Map(properties.map((p) => [p.name, p]));
  const used = new Set<string>();
  const sections: ReactElement[] = [];
  for (const group of layout.groups) {
    const elements = group.fields.map((f) => byName.get(f)).filter((e): e is ObjectFieldTemplatePropertyType => Boolean(e));
    elements.forEach((e) => used.add(e.name));
    const visible = elements.filter((e) => !e.hidden);
    if (visible.length === 0) {
      sections.push(<div key={group.name} hidden>{elements.map((e) => e.content)}</div>);
      continue;
    }
    sections.push(
      <FormSection key={group.name} title={translate(group.title)} name={group.name}>
        <SoleFieldContext.Provider value={visible.length === 1}>
          <Grid elements={elements} props={props} columns={group.columns} />
        </SoleFieldContext.Provider>
      </FormSection>,
    );
  }
  const rest = properties.filter((p) => !used.has(p.name));
  const restVisible = rest.filter((p) => !p.hidden);
  if (restVisible.length > 0 && !layout.onlyGroups) {
    sections.push(
      <FormSection key="_other" title={layout.groups.length > 0 ? translate(layout.otherTitle) : undefined} name="other">
        <Grid elements={rest} props={props} />
      </FormSection>,
    );
  } else {
    // Hidden fields keep their (hidden) inputs so the data round-trips.
    sections.push(<div key="_hidden" hidden>{rest.map((e) => e.content)}</div>);
  }
  return <>{sections}</>;
}

export function GroupedObjectTemplate(props: ObjectFieldTemplateProps) {
  const sole = useContext(SoleFieldContext);
  const options = (props.uiSchema?.['ui:options'] ?? {}) as { layout?: GroupLayout };
  if (props.fieldPathId.path.length === 0 && options.layout) return <RootSections {...props} layout={options.layout} />;
  return (
    <Box>
      {props.title && !sole && (
        <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1, fontWeight: 500 }}>
          {props.title}
        </Typography>
      )}
      <SoleFieldContext.Provider value={false}>
        <Grid elements={props.properties} props={props} />
      </SoleFieldContext.Provider>
    </Box>
  );
}
