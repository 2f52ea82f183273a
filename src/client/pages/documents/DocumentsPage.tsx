/**
 * /documents (spec §2, behind the invoicing flag): a letter made from one of the centre's active
 * templates for a chosen client, rendered by the server with the client's data in a sandboxed
 * iframe, printed from there (the browser's print dialog; scripts stay off) or downloaded as HTML.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, Grid, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useRecordResource } from '../../admin/recordResources';
import { useScopedCentre } from '../../admin/centreScope';
import { saveBlob } from '../../api/fileDownload';
import { translateError } from '../../api/errorText';
import { NoClinic, PageBody } from '../../components/PageStates';
import { ContactPicker } from '../appointments/editor/ContactPicker';
import { PreviewFrame } from './PreviewFrame';
import { TemplateIssues } from './TemplateIssues';
import { useTemplatePreview } from './useTemplatePreview';

const ALL = { page: 1, perPage: 200 };

export function DocumentsPage() {
  const centreId = useScopedCentre();
  if (!centreId) return <NoClinic />;
  return <Documents centreId={centreId} />;
}

/** "Brief 2026-11-26.html": a file name without characters file systems refuse. */
const fileName = (...parts: string[]) => `${parts.filter(Boolean).join(' ').replace(/[\\/:*?"<>|]+/g, '-').slice(0, 100)}.html`;

function Documents({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const resource = useRecordResource('invoiceTemplate').def.resource;
  const templates = useGetList(resource, { pagination: ALL, sort: { field: 'name', order: 'ASC' }, filter: { active: true }, meta: { centreId } });
  const [templateId, setTemplateId] = useState('');
  const [contactId, setContactId] = useState('');
  const template = templates.data?.find((t) => String(t.id) === templateId);
  const frame = useRef<HTMLIFrameElement>(null);
  const letter = useTemplatePreview(centreId, template && contactId ? { html: String(template.html), css: String(template.css ?? ''), contactId } : null);
  const ready = Boolean(letter.preview && letter.error === null && template && contactId);

  const download = () => {
    if (!letter.preview) return;
    saveBlob(new Blob([letter.preview.html], { type: 'text/html;charset=utf-8' }), fileName(String(template?.name ?? ''), new Date().toISOString().slice(0, 10)));
  };

  return (
    <PageBody maxWidth={1400}>
      <Title title="invoiceTemplates.documents.title" />
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('invoiceTemplates.documents.intro')}
      </Alert>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField select fullWidth name="template" label={translate('invoiceTemplates.documents.template')} value={template ? templateId : ''} onChange={(e) => setTemplateId(e.target.value)}>
            {(templates.data ?? []).map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {String(t.name)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ContactPicker centreId={centreId} value={contactId} onChange={setContactId} label="invoiceTemplates.documents.contact" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack direction="row" sx={{ height: '100%', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<PrintIcon />} disabled={!ready} onClick={() => frame.current?.contentWindow?.print()}>
              {translate('invoiceTemplates.documents.print')}
            </Button>
            <Button startIcon={<DownloadIcon />} disabled={!ready} onClick={download} sx={{ whiteSpace: 'nowrap' }}>
              {translate('invoiceTemplates.documents.download')}
            </Button>
          </Stack>
        </Grid>
      </Grid>
      <Box sx={{ height: 4, mb: 1 }}>{letter.pending && <LinearProgress />}</Box>
      {letter.error !== null && <Alert severity="error" sx={{ mb: 1 }}>{translateError(translate, letter.error)}</Alert>}
      {ready && letter.preview && <TemplateIssues issues={letter.preview.issues} />}
      {template && contactId ? (
        // allow-same-origin (no scripts) only so that the app may call print() on the letter.
        <PreviewFrame ref={frame} html={letter.preview?.html ?? ''} title={translate('invoiceTemplates.documents.frameTitle')} sandbox="allow-same-origin allow-modals" />
      ) : (
        <Alert severity="info">{translate('invoiceTemplates.documents.choose')}</Alert>
      )}
    </PageBody>
  );
}
