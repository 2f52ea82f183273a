/**
 * A settings page for a singleton record (one per centre, x-record.singleton): GET
 * /api/clinics/{cid}/settings/<resource> answers the saved settings or their defaults, and Save
 * sends them with PUT. The form, labels and validation come from the schema-UI engine; the
 * server's field errors land on the fields. Owners and admins only, like the server's writes.
 */
import { useState, type ReactNode } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { translateError } from '../../../api/errorText';
import { apiFetch } from '../../../api/http';
import type { Json, RecordResource } from '../../../admin/resourceTypes';
import { SchemaForm } from '../../../admin/SchemaForm';
import { writeBody } from '../../../admin/formSchema';
import { serverFieldErrors, type ServerFieldError } from '../../../admin/validation';
import { useSession } from '../../../session/SessionProvider';
import { LoadFailed, NoClinic, NoPermission, PageBody, PageLoading } from '../../../components/PageStates';
import { isManagerOf } from '../../../session/roles';
import { useApiQuery } from '../../../api/useApiQuery';
import { settingsPath } from '../../../admin/recordResources';


export interface SettingsRecordPageProps {
  resource: RecordResource;
  /** Shown above the form. */
  intro?: ReactNode;
  /** Sections below the form (they save on their own), or a function of the saved settings (previews). */
  children?: ReactNode | ((settings: Json) => ReactNode);
  /** Told every change of the form (unsaved values), e.g. for a live preview. */
  onFormChange?: (formData: Json) => void;
}

export function SettingsRecordPage({ resource, intro, children, onFormChange }: SettingsRecordPageProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const manager = isManagerOf(user, centreId);
  const path = centreId ? settingsPath(resource, centreId) : null;
  const settings = useApiQuery<Json>(path && manager ? path : null);
  const [saving, setSaving] = useState(false);

  const title = <Title title={resource.def.label} />;
  if (!centreId || !path) return <>{title}<NoClinic /></>;
  if (!manager) return <>{title}<NoPermission /></>;
  if (settings.error && !settings.data) return <>{title}<LoadFailed error={settings.error} onRetry={() => void settings.reload()} /></>;
  if (!settings.data) return <>{title}<PageLoading /></>;

  const submit = async (formData: Json): Promise<ServerFieldError[] | void> => {
    setSaving(true);
    try {
      const saved = await apiFetch<Json>(path, { method: 'PUT', body: writeBody(resource.def, formData, settings.data) });
      settings.setData(saved);
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    } catch (error) {
      // Field errors go back to the form (on the fields and in its summary); anything else is a notice.
      const errors = serverFieldErrors(error);
      if (errors.length === 0) notify(translateError(translate, error), { type: 'error' });
      return errors;
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageBody>
      {title}
      {intro}
      <SchemaForm
        // A saved version comes back from the server: start again from it.
        key={String(settings.data.updatedAt ?? 'defaults')}
        id={resource.def.name}
        def={resource.def}
        form={resource.config.form}
        record={settings.data}
        onSubmit={submit}
        saving={saving}
        widgets={resource.config.widgets}
        fields={resource.config.fields}
        validate={resource.config.validate}
        onChange={onFormChange}
      />
      {typeof children === 'function' ? children(settings.data) : children}
    </PageBody>
  );
}
