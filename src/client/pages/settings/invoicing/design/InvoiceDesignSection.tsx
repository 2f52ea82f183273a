/**
 * /settings/invoicing, section "Design" (issue 11 §3, §5): the logo, header image and A4
 * background of the invoices — each saved on its own when chosen — and the live preview of a
 * sample invoice with the settings form's unsaved texts.
 */
import { useState } from 'react';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { InvoiceDesignState } from '../../../../../shared/api/invoiceDesign';
import { designFileProblem, designInUse, INVOICE_DESIGN_SLOTS, type InvoiceDesignSlot } from '../../../../../shared/invoiceDesign';
import { translateError } from '../../../../api/errorText';
import { useApiQuery } from '../../../../api/useApiQuery';
import { designApi } from './designApi';
import { DesignImageSlot } from './DesignImageSlot';
import { DesignPreview } from './DesignPreview';

const REFUSAL_TEXT = { payloadTooLarge: 'invoicing.design.tooLarge', unsupportedImageType: 'invoicing.design.wrongType', fileNotSelected: 'errors.fileNotSelected' } as const;

export function InvoiceDesignSection({ centreId, settings }: { centreId: string; settings: Record<string, unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const design = useApiQuery<InvoiceDesignState>(designApi.path(centreId));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Moves after every stored change, so the preview redraws at once.
  const [version, setVersion] = useState(0);

  const change = async (work: () => Promise<InvoiceDesignState>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      design.setData(await work());
      setVersion((v) => v + 1);
      notify(done, { type: 'info' });
    } catch (e) {
      setFailure(translateError(translate, e));
    } finally {
      setBusy(false);
    }
  };
  const upload = (slot: InvoiceDesignSlot, file: File) => {
    const problem = designFileProblem(file.name, file.size);
    if (problem) return setFailure(translate(REFUSAL_TEXT[problem]));
    void change(() => designApi.upload(centreId, slot, file), 'invoicing.design.uploaded');
  };
  const remove = (slot: InvoiceDesignSlot) => void change(() => designApi.remove(centreId, slot), 'invoicing.design.removed');

  const state = design.data;
  const used = state ? designInUse({ logo: !!state.logo, header: !!state.header, background: !!state.background }) : null;
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, mt: 3 }} aria-labelledby="invoice-design-title">
      <Typography variant="h6" id="invoice-design-title" gutterBottom>
        {translate('invoicing.design.title')}
      </Typography>
      <Typography color="text.secondary">{translate('invoicing.design.intro')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('invoicing.design.rule')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {!!design.error && !state && <Alert severity="warning">{translateError(translate, design.error)}</Alert>}
      {state && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {INVOICE_DESIGN_SLOTS.map((slot) => (
            <DesignImageSlot key={slot} centreId={centreId} slot={slot} file={state[slot]} inUse={used === slot} busy={busy} onUpload={upload} onRemove={remove} />
          ))}
        </Box>
      )}
      <DesignPreview centreId={centreId} settings={settings} version={version} />
    </Paper>
  );
}
