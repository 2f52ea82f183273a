/**
 * /invoice-preview (spec §2, behind the invoicing flag): pick one of the centre's invoice
 * templates, edit its HTML and CSS with the placeholder list, and see it rendered with the sample
 * client, practice and invoice in a sandboxed iframe, updated as typing pauses. Managers save the
 * template (the record's write rule); the callback after saving runs TEMPLATE_SAVE_CALLBACK_MS later.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Grid, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useGetList, useLocaleState, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useRecordResource } from '../../admin/recordResources';
import { useScopedCentre } from '../../admin/centreScope';
import { translateError } from '../../api/errorText';
import { NoClinic, PageBody } from '../../components/PageStates';
import { useNotifyError } from '../../components/useNotifyError';
import { useSession } from '../../session/SessionProvider';
import { isManagerOf } from '../../session/roles';
import { toLanguage } from '../../../shared/languages';
import { INVOICE_TEMPLATES_PATH } from './documentPaths';
import { PreviewFrame } from './PreviewFrame';
import { TemplateEditor, type TemplateDraft } from './TemplateEditor';
import { TemplateIssues } from './TemplateIssues';
import { TEMPLATE_SAVE_CALLBACK_MS } from './templateTimings';
import { useTemplatePreview } from './useTemplatePreview';

const ALL = { page: 1, perPage: 200 };
const draftOf = (r: RaRecord | undefined): TemplateDraft => ({ html: String(r?.html ?? ''), css: String(r?.css ?? '') });

export function InvoicePreviewPage() {
  const centreId = useScopedCentre();
  if (!centreId) return <NoClinic />;
  return <InvoicePreview centreId={centreId} />;
}

function InvoicePreview({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const { user } = useSession();
  const resource = useRecordResource('invoiceTemplate').def.resource;
  const templates = useGetList(resource, { pagination: ALL, sort: { field: 'name', order: 'ASC' }, meta: { centreId } });
  const [selectedId, setSelectedId] = useState<string>('');
  const record = templates.data?.find((t) => String(t.id) === selectedId);
  const [draft, setDraft] = useState<TemplateDraft>(draftOf(undefined));
  const [update, { isPending: saving }] = useUpdate();
  const callback = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(callback.current), []);

  // The first template once the list is there; the draft follows the chosen record.
  useEffect(() => {
    if (!selectedId && templates.data?.length) setSelectedId(String(templates.data[0].id));
  }, [selectedId, templates.data]);
  const loadedId = useRef('');
  useEffect(() => {
    if (record && loadedId.current !== String(record.id)) {
      loadedId.current = String(record.id);
      setDraft(draftOf(record));
    }
  }, [record]);

  const preview = useTemplatePreview(centreId, record && draft.html.trim() ? { html: draft.html, css: draft.css, language: toLanguage(locale) } : null);
  const canSave = isManagerOf(user, centreId);
  const dirty = record !== undefined && (draft.html !== draftOf(record).html || draft.css !== draftOf(record).css);

  const save = () => {
    if (!record) return;
    update(
      resource,
      { id: record.id, data: { ...record, html: draft.html, css: draft.css }, previousData: record, meta: { centreId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('invoiceTemplates.preview.saved', { type: 'info' });
          // Behaviour §7: the callback after saving a template is delayed by 1000 ms.
          callback.current = setTimeout(() => void templates.refetch(), TEMPLATE_SAVE_CALLBACK_MS);
        },
        onError: (error) => notifyError('invoiceTemplates.preview.failed', error),
      },
    );
  };

  return (
    <PageBody maxWidth={1600}>
      <Title title="invoiceTemplates.preview.title" />
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('invoiceTemplates.preview.intro')}
      </Alert>
      {templates.data?.length === 0 ? (
        <Alert severity="info" action={<Button component={Link} to={INVOICE_TEMPLATES_PATH}>{translate('invoiceTemplates.preview.manage')}</Button>}>
          {translate('invoiceTemplates.preview.noTemplates')}
        </Alert>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center' }}>
              <TextField select size="small" name="template" label={translate('invoiceTemplates.preview.template')} value={record ? selectedId : ''} onChange={(e) => setSelectedId(e.target.value)} sx={{ minWidth: 240 }}>
                {(templates.data ?? []).map((t) => (
                  <MenuItem key={t.id} value={String(t.id)}>
                    {String(t.name)}
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ flexGrow: 1 }} />
              <Button component={Link} to={INVOICE_TEMPLATES_PATH}>{translate('invoiceTemplates.preview.manage')}</Button>
              {canSave && (
                <Button variant="contained" name="save-template" disabled={!dirty || saving} onClick={save}>
                  {translate('invoiceTemplates.preview.save')}
                </Button>
              )}
            </Stack>
            <TemplateEditor draft={draft} onChange={setDraft} readOnly={!record} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box sx={{ height: 4, mb: 1 }}>{preview.pending && <LinearProgress aria-label={translate('invoiceTemplates.preview.updating')} />}</Box>
            {preview.error !== null && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {translateError(translate, preview.error)}
              </Alert>
            )}
            {preview.preview && preview.error === null && <TemplateIssues issues={preview.preview.issues} />}
            <PreviewFrame html={preview.preview?.html ?? ''} title={translate('invoiceTemplates.preview.frameTitle')} />
          </Grid>
        </Grid>
      )}
    </PageBody>
  );
}
