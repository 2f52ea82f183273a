/**
 * Documents of an appointment (wording.md §3 "documents (name, size, type, date)", §5 "PDF, Word
 * and images only"): listed with name, type, size and upload time; a PDF or an image opens in a
 * new tab, any document downloads; added (10 MB each, checked here by name and size, by the
 * server from the bytes) and deleted after a confirmation.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, CircularProgress, IconButton, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { DOCUMENT_EXTENSIONS, documentFileProblem } from '../../../../shared/documentTypes';
import { documentApi, useAppointmentDocuments, type AppointmentDocument } from '../../../api/appointmentDocuments';
import { ApiRequestError, errorBody } from '../../../api/apiError';
import { openBlob, saveBlob } from '../../../api/fileDownload';
import type { Appointment } from '../../../api/appointments';
import { useAlertDialog } from '../../../components/AlertDialogProvider';
import { formatStamp } from '../appointmentFormat';
import { useTimeFormat } from '../useAppointmentLookups';
import { ActionError } from './ActionError';
import { documentKind, formatFileSize, imageFormat, opensInBrowser } from './documentFormat';
import { useAppointmentAction } from './useAppointmentAction';

/** The server takes up to 5 files per request. */
const FILES_PER_UPLOAD = 5;
const ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');
/** The server refuses new documents on these (appointmentNotEditable). */
const CLOSED = ['DELETED', 'ARCHIVED'];

export function DocumentsSection({ appointment }: { appointment: Appointment }) {
  const translate = useTranslate();
  const notify = useNotify();
  const alert = useAlertDialog();
  const [locale] = useLocaleState();
  const timeFormat = useTimeFormat();
  const centreId = appointment.centre_fk;
  const id = appointment.appointment_id;
  const documents = useAppointmentDocuments(centreId, id);
  const { run, busy, error, clearError } = useAppointmentAction(centreId);
  const [fileError, setFileError] = useState<{ error: unknown; name?: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = !CLOSED.includes(appointment.status);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setFileError(null);
    clearError();
    const refused = files.map((file) => ({ file, problem: documentFileProblem(file.name, file.size) })).find((f) => f.problem);
    if (refused?.problem) return setFileError({ error: new ApiRequestError(400, errorBody(refused.problem)), name: refused.file.name });
    for (let i = 0; i < files.length; i += FILES_PER_UPLOAD) {
      if (!(await run(() => documentApi.upload(id, files.slice(i, i + FILES_PER_UPLOAD))))) return;
    }
    if (files.length > 0) notify('appointments.documents.uploaded', { type: 'info', messageArgs: { smart_count: files.length, count: files.length } });
  };

  const fetchDocument = async (document: AppointmentDocument, show: boolean) => {
    setFileError(null);
    try {
      const { blob, name } = await documentApi.fetch(centreId, document);
      // A blocked new tab: the file is downloaded instead.
      if (!(show && opensInBrowser(document.type) && openBlob(blob))) saveBlob(blob, name);
    } catch (failure) {
      setFileError({ error: failure, name: document.name });
    }
  };

  const remove = async (document: AppointmentDocument) => {
    const answer = await alert({
      title: translate('appointments.documents.deleteTitle'),
      content: translate('appointments.documents.deleteText', { name: document.name }),
      closable: true,
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: translate('common.delete'), variant: 'contained', color: 'error', name: 'confirmDelete' },
      ],
    });
    if (answer?.button !== 1) return;
    setFileError(null);
    if (await run(() => documentApi.remove(id, document.file_id))) notify('appointments.documents.deleted', { type: 'info' });
  };

  const typeLabel = (mime: string) => {
    const kind = documentKind(mime);
    return translate(`appointments.documents.kind.${kind}`, kind === 'image' ? { format: imageFormat(mime) } : {});
  };
  const list = documents.data ?? [];

  return (
    <Box component="section" aria-labelledby="appointment-documents-title" data-testid="appointment-documents-section">
      <Typography id="appointment-documents-title" variant="subtitle1" component="h3" gutterBottom>
        {translate('appointments.documents.title')}
      </Typography>
      {documents.isPending && <CircularProgress size={20} />}
      {documents.error && <ActionError error={documents.error} />}
      {!documents.isPending && !documents.error && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">{translate('appointments.documents.empty')}</Typography>
      )}
      <List dense disablePadding aria-labelledby="appointment-documents-title">
        {list.map((d) => (
          <ListItem
            key={d.file_id} disableGutters data-testid="appointment-document"
            secondaryAction={
              <>
                <IconButton edge="end" aria-label={`${translate('appointments.documents.download')} – ${d.name}`} onClick={() => void fetchDocument(d, false)}>
                  <DownloadIcon fontSize="small" />
                </IconButton>
                <IconButton edge="end" aria-label={`${translate('common.delete')} – ${d.name}`} disabled={busy} onClick={() => void remove(d)} sx={{ ml: 0.5 }}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            }
            sx={{ pr: 10 }}
          >
            <ListItemText
              primary={
                <Link component="button" type="button" variant="body2" onClick={() => void fetchDocument(d, true)} sx={{ textAlign: 'left', wordBreak: 'break-word' }} data-testid="document-name">
                  {d.name}
                </Link>
              }
              secondary={
                <span data-testid="document-details">
                  {[typeLabel(d.type), formatFileSize(d.size, locale ?? 'de'), formatStamp(d.date, timeFormat)].join(' · ')}
                </span>
              }
            />
          </ListItem>
        ))}
      </List>
      {open ? (
        <Box sx={{ mt: 1 }}>
          <input ref={input} type="file" multiple hidden accept={ACCEPT} onChange={(e) => void upload(e)} data-testid="document-input" aria-label={translate('appointments.documents.add')} />
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {translate('appointments.documents.add')}
          </Button>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>{translate('appointments.documents.hint')}</Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('appointments.documents.closed')}</Typography>
      )}
      {fileError && <ActionError error={fileError.error} onClose={() => setFileError(null)} prefix={fileError.name} />}
      <ActionError error={error} onClose={clearError} />
    </Box>
  );
}
