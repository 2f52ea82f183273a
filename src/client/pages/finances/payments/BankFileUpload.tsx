/**
 * The bank-file upload (issue 12 §3): a camt.053/054 file dropped here or chosen, read as text
 * and sent as `xmlString`; the answer's counts are shown (matched and booked, suggestions,
 * unmatched, duplicates). A refused file says why (errors.camt* keys).
 */
import { useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateError } from '../../../api/errorText';
import { importBankFile } from '../../../api/payments';
import type { ImportSummary } from '../../../../shared/api/payments';

export interface BankFileUploadProps {
  centreId: string;
  onImported: () => void;
}

export function BankFileUpload({ centreId, onImported }: BankFileUploadProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [summary, setSummary] = useState<(ImportSummary & { file: string }) | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file || busy) return;
    setBusy(file.name);
    setFailure(null);
    setSummary(null);
    try {
      const result = await importBankFile(centreId, await file.text());
      setSummary({ ...result, file: file.name });
      onImported();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void upload(e.dataTransfer.files[0]);
  };

  return (
    <Box component="section" aria-labelledby="bank-file-title" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id="bank-file-title">{translate('payments.upload.title')}</Typography>
      <Box
        data-testid="bank-file-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 2, my: 1, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', bgcolor: dragging ? 'action.hover' : undefined }}
      >
        <Typography color="text.secondary">{translate('payments.upload.hint')}</Typography>
        <Button variant="outlined" component="label" disabled={Boolean(busy)}>
          {translate('payments.upload.choose')}
          <input ref={input} hidden type="file" name="bankFile" accept=".xml,application/xml,text/xml" onChange={(e) => void upload(e.target.files?.[0])} />
        </Button>
      </Box>
      {busy && (
        <Box aria-live="polite">
          <Typography variant="body2">{translate('payments.upload.reading', { file: busy })}</Typography>
          <LinearProgress aria-label={translate('payments.upload.reading', { file: busy })} />
        </Box>
      )}
      {failure !== null && <Alert severity="error" onClose={() => setFailure(null)} data-testid="bank-file-error">{translateError(translate, failure)}</Alert>}
      {summary && (
        <Alert severity="success" onClose={() => setSummary(null)} data-testid="bank-file-summary">
          {translate('payments.upload.done', { file: summary.file })}{' '}
          {(['imported', 'matched', 'suggested', 'unmatched', 'duplicates'] as const).map((k) => translate(`payments.upload.${k}`, { count: summary[k] })).join(' · ')}
        </Alert>
      )}
    </Box>
  );
}
