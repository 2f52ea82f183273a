/**
 * /clients/import: contact import from CSV or XLSX (spec §5, wording §2 "CSV/XLSX contact import
 * with a field-mapping preview"). Template download, file upload, the mapping preview with the
 * rows that will fail, the import with progress, and the summary. Valid rows are imported and
 * invalid rows are listed with their reasons; existing contacts are matched by e-mail.
 */
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { translateError } from '../../../api/errorText';
import { useNotifyError } from '../../../components/useNotifyError';
import { useSession } from '../../../session/SessionProvider';
import { NoClinic, PageBody } from '../../../components/PageStates';
import { Section } from '../../../components/Section';
import { FileDropZone } from './FileDropZone';
import { formatCount } from './fieldLabels';
import { downloadTemplate } from './importApi';
import { ImportProgress } from './ImportProgress';
import { CLIENT_LIST_PATH, ImportSummary } from './ImportSummary';
import { MappingPreview } from './MappingPreview';
import { useContactImport } from './useContactImport';

function TemplateButton({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTemplate(centreId, locale);
    } catch (error) {
      notifyError('common.unableToFetch', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" name="downloadTemplate" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}>
      {translate('contactImport.template.download')}
    </Button>
  );
}

function ImportScreen({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const state = useContactImport(centreId);
  const [tooLarge, setTooLarge] = useState(false);
  const { stage, preview } = state;
  const n = (v: number) => formatCount(v, locale);
  const mapped = Object.values(state.mapping).filter(Boolean) as string[];
  const missingNames = ['firstName', 'lastName'].filter((f) => !mapped.includes(f));
  const failingShown = new Set(preview?.rowErrors.map((e) => e.row)).size;
  const failure = state.error ? translateError(translate, state.error) : null;

  if (stage === 'done' && state.result) {
    return (
      <Section title={translate('contactImport.summary.title')} name="summary">
        <ImportSummary result={state.result} onAnother={state.reset} />
      </Section>
    );
  }

  return (
    <>
      <Section title={translate('contactImport.template.title')} subtitle={translate('contactImport.template.hint')} name="template">
        <TemplateButton centreId={centreId} />
      </Section>

      <Section
        title={translate('contactImport.upload.title')}
        name="upload"
        action={
          state.file && stage !== 'reading' && stage !== 'importing' ? (
            <Button size="small" name="otherFile" onClick={state.reset}>
              {translate('contactImport.upload.change')}
            </Button>
          ) : undefined
        }
      >
        {(failure || tooLarge) && stage !== 'importing' && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setTooLarge(false)} data-testid="import-error">
            {tooLarge ? translate('errors.payloadTooLarge') : failure}
          </Alert>
        )}
        {state.file && preview && stage !== 'reading' ? (
          <Typography data-testid="import-file">
            <strong>{state.file.name}</strong> — {translate('contactImport.upload.rowsFound', { n: n(preview.totalRows), columns: preview.columns.length })}
          </Typography>
        ) : (
          <FileDropZone
            busy={stage === 'reading'}
            onFile={(f) => {
              setTooLarge(false);
              state.chooseFile(f);
            }}
            onTooLarge={() => setTooLarge(true)}
          />
        )}
      </Section>

      {preview && (stage === 'mapping' || stage === 'importing') && (
        <Section title={translate('contactImport.mapping.title')} subtitle={translate('contactImport.mapping.intro')} name="mapping">
          <Alert severity="info" sx={{ mb: 2 }} data-testid="import-rule">
            {translate('contactImport.rule')}
          </Alert>
          {missingNames.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('contactImport.mapping.namesMissing')}
            </Alert>
          )}
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="preview-summary">
            {translate('contactImport.mapping.previewOf', { shown: preview.rows.length, total: n(preview.totalRows) })}{' '}
            {failingShown > 0 ? (
              <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
                {translate('contactImport.mapping.failingShown', { count: failingShown, n: failingShown })}
              </Box>
            ) : (
              <Box component="span" sx={{ color: 'success.main' }}>
                {translate('contactImport.mapping.noneFailing')}
              </Box>
            )}
          </Typography>
          <MappingPreview preview={preview} mapping={state.mapping} checking={state.checking} onChange={state.setColumnField} />
          <Box sx={{ mt: 2 }}>
            {stage === 'importing' ? (
              <ImportProgress rows={preview.totalRows} />
            ) : (
              <Button
                variant="contained"
                size="large"
                name="startImport"
                startIcon={<PlaylistAddCheckIcon />}
                disabled={mapped.length === 0 || preview.totalRows === 0}
                onClick={state.startImport}
              >
                {translate('contactImport.import.button', { n: n(preview.totalRows), count: preview.totalRows })}
              </Button>
            )}
          </Box>
        </Section>
      )}
    </>
  );
}

export function ContactImportPage() {
  const translate = useTranslate();
  const { activeCentre } = useSession();
  const title = <Title title="contactImport.title" />;
  if (!activeCentre) return <>{title}<NoClinic /></>;
  return (
    <PageBody maxWidth={1280}>
      {title}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Button component={Link} to={CLIENT_LIST_PATH} startIcon={<ArrowBackIcon />} size="small" data-action="backToList">
          {translate('contactImport.backToList')}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('contactImport.intro')}
      </Typography>
      {/* A new clinic chosen in the switch starts a fresh import for that clinic. */}
      <ImportScreen key={activeCentre.centre_id} centreId={activeCentre.centre_id} />
    </PageBody>
  );
}
