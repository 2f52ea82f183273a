/**
 * The record form: @rjsf/mui rendering the registry schema with the uiSchema built at run time
 * (labels, hints, options and widgets from the schema, layout from the resource), validated by
 * ajv with Kura's vocabulary so the client says what the server would say, and showing the
 * server's field errors on the fields, with a short summary of the problems at the top (issue 13:
 * never a modal). Stays thin: saving is the caller's (SchemaEdit/SchemaCreate).
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import Form from '@rjsf/mui';
import { englishStringTranslator, TranslatableString, type CustomValidator, type RJSFValidationError, type ErrorSchema, type FormValidation, type RegistryFieldsType, type RegistryWidgetsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { checkPhone } from '../../shared/validators/phone';
import { addressPostcodeErrors } from '../../shared/validators/postcode';
import type { RecordDefinition } from '../../shared/recordDefinition';
import { FormErrorSummary, type SummaryItem } from '../components/FormErrorSummary';
import type { RecordRule } from './resourceTypes';
import { formSchemaOf, initialFormData } from './formSchema';
import { SchemaFormContext, setIn, type SchemaFormState } from './SchemaFormContext';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { GroupedObjectTemplate } from './templates/GroupedObjectTemplate';
import { buildUiSchema, resolveNode, type RecordFormConfig } from './uiSchemaBuilder';
import { dropChangedErrors, recordFormValidator, toErrorSchema, translateErrors, type ServerFieldError } from './validation';
import { schemaWidgets } from './widgets';

type Json = Record<string, unknown>;

export interface SchemaFormProps {
  def: RecordDefinition;
  form?: RecordFormConfig;
  /** The stored record (edit) or the starting values (create). */
  record?: Json;
  /** Sends the form data; resolves with the server's field errors when it refused them. */
  onSubmit: (formData: Json) => Promise<ServerFieldError[] | void>;
  saving?: boolean;
  /** Extra widgets and fields of the resource (e.g. a VAT code select). */
  widgets?: RegistryWidgetsType;
  fields?: RegistryFieldsType;
  /** Additional client rules of the resource. */
  validate?: RecordRule;
  /** Buttons left of Save (delete, cancel). */
  actions?: ReactNode;
  submitLabel?: string;
  id?: string;
  /** Told every change of the form's data (a live preview of unsaved values). */
  onChange?: (formData: Json) => void;
}

/** The server's messages still on the form, as field paths (dotted) and messages. */
function serverItems(node: ErrorSchema<Json> | undefined, path: string[] = []): SummaryItem[] {
  if (!node) return [];
  const items: SummaryItem[] = [];
  for (const [key, child] of Object.entries(node as Json)) {
    if (key === '__errors') for (const message of child as string[]) items.push({ field: path.join('.'), message });
    else items.push(...serverItems(child as ErrorSchema<Json>, [...path, key]));
  }
  return items;
}

/** A field's label as the form shows it: the deepest `ui:title` along its path (list indexes skipped). */
function labelOf(uiSchema: UiSchema, field: string): string | undefined {
  let node: UiSchema | undefined = uiSchema;
  let label: string | undefined;
  for (const part of field.split('.')) {
    if (/^\d+$/.test(part)) node = (node?.items as UiSchema | undefined) ?? node;
    else node = node?.[part] as UiSchema | undefined;
    if (typeof node?.['ui:title'] === 'string' && node['ui:title']) label = node['ui:title'];
  }
  return label;
}

/** rjsf's own errors (client rules) as summary lines, without the server's it merged in. */
function clientItems(errors: RJSFValidationError[], server: SummaryItem[]): SummaryItem[] {
  const fromServer = new Set(server.map((i) => `${i.field}\n${i.message}`));
  const seen = new Set<string>();
  const items: SummaryItem[] = [];
  for (const e of errors) {
    const field = (e.property ?? '').replace(/^\./, '');
    const id = `${field}\n${e.message ?? ''}`;
    if (!e.message || fromServer.has(id) || seen.has(id)) continue;
    seen.add(id);
    items.push({ field: field || undefined, message: e.message });
  }
  return items;
}

const templates = { ObjectFieldTemplate: GroupedObjectTemplate, ArrayFieldTemplate, FieldTemplate };

/** rjsf's own texts (array buttons, empty lists) in the interface language. */
const RJSF_TEXTS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddItemButton]: 'admin.rjsf.addItem',
  [TranslatableString.AddButton]: 'admin.rjsf.add',
  [TranslatableString.RemoveButton]: 'admin.rjsf.remove',
  [TranslatableString.CopyButton]: 'admin.rjsf.copy',
  [TranslatableString.MoveUpButton]: 'admin.rjsf.moveUp',
  [TranslatableString.MoveDownButton]: 'admin.rjsf.moveDown',
  [TranslatableString.EmptyArray]: 'admin.rjsf.emptyArray',
  [TranslatableString.ClearLabel]: 'admin.rjsf.clear',
  [TranslatableString.YesLabel]: 'common.yes',
  [TranslatableString.NoLabel]: 'common.no',
};
/** Input names are the wire paths ("Address.city"), stable for tests and autofill. */
const nameGenerator = (path: (string | number)[]) => path.map(String).join('.');

/** Phone numbers must be valid for the record's dialling code (wording §5), as the server checks. */
function phoneRule(uiSchema: UiSchema): RecordRule {
  const phones = Object.entries(uiSchema).filter(([, ui]) => (ui as UiSchema)?.['ui:widget'] === 'phone');
  return (formData, fail) => {
    for (const [field, ui] of phones) {
      const value = formData[field];
      const countryField = ((ui as UiSchema)['ui:options'] as { countryField?: string } | undefined)?.countryField;
      const countryPhone = String((countryField && formData[countryField]) || '+41');
      if (typeof value === 'string' && value !== '' && !checkPhone(countryPhone, value).ok) fail(field, 'invalidPhone');
    }
  };
}

/** Postcodes fit their address's country (CH/LI/AT 4 digits, DE/FR/IT 5), as the server checks. */
const postcodeRule: RecordRule = (formData, fail) => {
  for (const [field, value] of Object.entries(formData)) {
    if (!value || typeof value !== 'object' || !('zipcode' in value)) continue;
    for (const e of addressPostcodeErrors(value as { zipcode?: string; country?: string }, `${field}.`)) fail(e.field, e.code);
  }
};

/** Runs record rules as rjsf's customValidate; a field the schema already faults keeps that one error. */
function customValidator(rules: RecordRule[], translate: (key: string) => string): CustomValidator<Json> {
  return (formData, errors, _ui, errorSchema) => {
    const fail = (field: string, code: string) => {
      const path = field.split('.');
      let node = errors as unknown as Record<string, unknown>;
      let schemaNode = errorSchema as unknown as Record<string, unknown> | undefined;
      for (const part of path) {
        node = node?.[part] as Record<string, unknown>;
        schemaNode = schemaNode?.[part] as Record<string, unknown> | undefined;
      }
      if (!node || ((schemaNode?.__errors as string[] | undefined)?.length ?? 0) > 0) return;
      (node as unknown as FormValidation<Json>).addError(translate(`errors.${code}`));
    };
    for (const rule of rules) rule((formData ?? {}) as Json, fail);
    return errors;
  };
}

export function SchemaForm({ def, form = {}, record, onSubmit, saving = false, widgets, fields, validate, actions, submitLabel, id, onChange }: SchemaFormProps) {
  const translate = useTranslate();
  const schema = useMemo(() => formSchemaOf(def) as RJSFSchema, [def]);
  const validator = useMemo(() => recordFormValidator(def, schema), [def, schema]);
  const uiSchema = useMemo(() => buildUiSchema(schema, form, translate), [schema, form, translate]);
  const [formData, setFormData] = useState<Json>(() => initialFormData(def, record));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<Json> | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  // The summary lists the client rules' current errors, the server's still on fields, and those no field shows.
  const [clientErrors, setClientErrors] = useState<SummaryItem[]>([]);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const dataRef = useRef(formData);
  const formRef = useRef<HTMLDivElement>(null);
  dataRef.current = formData;

  // Changed by the user since loading or the last successful save; the guard asks before leaving.
  const dirtyRef = useRef(false);
  const submittingRef = useRef(false);
  const isDirty = useCallback(() => dirtyRef.current && !submittingRef.current, []);
  const setValue = useCallback((path: string[], value: unknown) => {
    dirtyRef.current = true;
    setFormData((prev) => setIn(prev, path, value));
  }, []);
  const state = useMemo<SchemaFormState>(() => ({ def, formData, setValue }), [def, formData, setValue]);
  const allWidgets = useMemo(() => ({ ...schemaWidgets, ...widgets }), [widgets]);
  const customValidate = useMemo(
    () => customValidator([phoneRule(uiSchema), postcodeRule, ...(validate ? [validate] : [])], translate),
    [uiSchema, translate, validate],
  );

  const isShown = useCallback(
    (path: string[]) => {
      let ui: UiSchema | undefined = uiSchema;
      let node: Json = schema as Json;
      for (const part of path) {
        ui = ui?.[part] as UiSchema | undefined;
        if (ui?.['ui:widget'] === 'hidden') return false;
        const props = resolveNode(schema as Json, node).properties as Json | undefined;
        if (!props || !(part in props)) return false;
        node = props[part] as Json;
      }
      return true;
    },
    [schema, uiSchema],
  );

  const submit = async (data: Json) => {
    submittingRef.current = true;
    let errors: ServerFieldError[] | void;
    try {
      errors = await onSubmit(data);
    } finally {
      submittingRef.current = false;
    }
    if (!errors || errors.length === 0) {
      dirtyRef.current = false;
      setExtraErrors(undefined);
      setUnplaced([]);
      return;
    }
    const { errorSchema, unplaced: notShown } = toErrorSchema(errors, translate, isShown);
    setExtraErrors(errorSchema);
    setUnplaced(notShown);
    // Like rjsf does for its own errors: bring the first refused field into view.
    const first = errors.map((e) => e.field.replace(/^body\.?/, '')).find((f) => isShown(f.split('.')));
    if (first) setTimeout(() => formRef.current?.querySelector<HTMLElement>(`[name="${first.replace(/"/g, '')}"]`)?.focus(), 0);
  };

  return (
    <SchemaFormContext.Provider value={state}>
      <UnsavedChangesGuard when={isDirty} />
      <div ref={formRef}>
        <FormErrorSummary
          items={[...clientErrors, ...serverItems(extraErrors)]
            .map((item) => ({ ...item, label: item.field ? labelOf(uiSchema, item.field) : undefined }))
            .concat(unplaced.map((message) => ({ message, label: undefined })))}
        />
        <Form
          id={id}
          schema={schema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          widgets={allWidgets}
          fields={fields}
          templates={templates}
          nameGenerator={nameGenerator}
          noHtml5Validate
          showErrorList={false}
          focusOnFirstError
          liveValidate={submitted ? 'onChange' : undefined}
          extraErrors={extraErrors}
          transformErrors={(errors) => translateErrors(errors, translate)}
          customValidate={customValidate}
          translateString={(text, params) => (RJSF_TEXTS[text] ? translate(RJSF_TEXTS[text] as string) : englishStringTranslator(text, params))}
          onChange={(e, fieldId) => {
            const next = (e.formData ?? {}) as Json;
            // Reports without a field are rjsf filling in defaults, not the user.
            if (fieldId) dirtyRef.current = true;
            if (extraErrors) setExtraErrors(dropChangedErrors(extraErrors, dataRef.current, next));
            if (submitted) setClientErrors(clientItems(e.errors ?? [], serverItems(extraErrors)));
            setFormData(next);
            onChange?.(next);
          }}
          onError={(errors) => {
            setSubmitted(true);
            setClientErrors(clientItems(errors, serverItems(extraErrors)));
          }}
          onSubmit={(e) => {
            setSubmitted(true);
            setClientErrors([]);
            void submit((e.formData ?? {}) as Json);
          }}
          disabled={saving}
        >
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center', mt: 1 }}>
            {actions}
            <Button
              type="submit"
              variant="contained"
              name="save"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
            >
              {submitLabel ?? translate('common.save')}
            </Button>
          </Box>
        </Form>
      </div>
    </SchemaFormContext.Provider>
  );
}
