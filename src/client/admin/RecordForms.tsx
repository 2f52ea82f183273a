/**
 * SchemaForm inside react-admin's controllers: SchemaEdit (EditBase: getOne, update) and
 * SchemaCreate (CreateBase: create), pessimistic so the server's field errors come back to the
 * form. The centre goes along as query meta, so a clinic switch never shows the other clinic's data.
 */
import type { ReactNode } from 'react';
import { CreateBase, EditBase, useEditContext, useNotify, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { translateError } from '../api/errorText';
import { LoadFailed, PageLoading } from '../components/PageStates';
import { useScopedCentre } from './centreScope';
import { writeBody } from './formSchema';
import type { Json, RecordResource } from './resourceTypes';
import { SchemaForm } from './SchemaForm';
import type { RecordFormConfig } from './uiSchemaBuilder';
import { serverFieldErrors, type ServerFieldError } from './validation';

interface CommonProps {
  resource: RecordResource;
  /** Overrides the resource's form layout (e.g. a quick-create subset). */
  form?: RecordFormConfig;
  onSaved?: (record: RaRecord) => void;
  actions?: ReactNode;
  submitLabel?: string;
  formId?: string;
}

function useSubmit(resource: RecordResource, previous: Json | null) {
  const notify = useNotify();
  const translate = useTranslate();
  const { save } = useSaveContext();
  const centreId = useScopedCentre();
  return async (formData: Json): Promise<ServerFieldError[] | void> => {
    if (!save || !centreId) return;
    let body = writeBody(resource.def, formData, previous);
    try {
      if (resource.config.transform) body = await resource.config.transform(body, { def: resource.def, centreId, previous });
    } catch (error) {
      notify(translateError(translate, error), { type: 'error' });
      return;
    }
    // Field errors come back to the form, which shows them on the fields and in its summary.
    return serverFieldErrors(await save(body));
  };
}

function useMutationCallbacks(kind: 'created' | 'updated', onSaved?: (record: RaRecord) => void) {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    onSuccess: (record: RaRecord) => {
      notify(kind === 'created' ? 'ra.notification.created' : 'ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
      onSaved?.(record);
    },
    onError: (error: unknown) => {
      // Field errors are shown on the fields (the save resolves with them).
      if (serverFieldErrors(error).length === 0) notify(translateError(translate, error), { type: 'error' });
    },
  };
}

function EditBody({ resource, form, actions, submitLabel, formId }: CommonProps) {
  const { record, isPending, error, saving, refetch } = useEditContext();
  const submit = useSubmit(resource, (record as Json | undefined) ?? null);
  if (isPending) return <PageLoading />;
  if (error || !record) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  return (
    <SchemaForm
      // A saved record comes back normalised (AHV dots, tags): start again from it.
      key={String(record.updatedAt ?? record.id)}
      id={formId}
      def={resource.def}
      form={form ?? resource.config.form}
      record={record as Json}
      onSubmit={submit}
      saving={saving}
      widgets={resource.config.widgets}
      fields={resource.config.fields}
      validate={resource.config.validate}
      actions={actions}
      submitLabel={submitLabel}
    />
  );
}

export function SchemaEdit(props: CommonProps & { id: string }) {
  const centreId = useScopedCentre();
  const callbacks = useMutationCallbacks('updated', props.onSaved);
  return (
    <EditBase
      resource={props.resource.def.resource}
      id={props.id}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ meta: { centreId } }}
      mutationOptions={{ meta: { centreId }, ...callbacks }}
    >
      <EditBody {...props} />
    </EditBase>
  );
}

function CreateBody({ resource, form, actions, submitLabel, formId, defaults }: CommonProps & { defaults?: Json }) {
  const { saving } = useSaveContext();
  const submit = useSubmit(resource, null);
  return (
    <SchemaForm
      id={formId}
      def={resource.def}
      form={form ?? resource.config.form}
      record={defaults}
      onSubmit={submit}
      saving={saving}
      widgets={resource.config.widgets}
      fields={resource.config.fields}
      validate={resource.config.validate}
      actions={actions}
      submitLabel={submitLabel}
    />
  );
}

export function SchemaCreate(props: CommonProps & { defaults?: Json }) {
  const centreId = useScopedCentre();
  const callbacks = useMutationCallbacks('created', props.onSaved);
  return (
    <CreateBase resource={props.resource.def.resource} redirect={false} mutationOptions={{ meta: { centreId }, ...callbacks }}>
      <CreateBody {...props} />
    </CreateBase>
  );
}
