/**
 * Invoice numbering on the invoicing settings page (wording §2 "start number of invoices", §5):
 * the prefix and next number live in the centre setting (PATCH /api/centre/{id}/centreSetting),
 * shown with the current highest number (GET …/getCurrentHighestInvoiceNumber).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { CentreSetting } from '../../../../shared/api/contracts';
import { errorMessageKey } from '../../../api/errorMessage';
import { apiFetch } from '../../../api/http';
import { serverFieldErrors } from '../../../admin/validation';
import { useApiResource } from '../shared/useApiResource';
import { isNotAboveHighest } from './invoiceNumbers';

type Errors = Partial<Record<'invoiceNumberPrefix' | 'invoiceNumberNext', string>>;

export function InvoiceNumberingSection({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const base = `/api/centre/${encodeURIComponent(centreId)}`;
  const setting = useApiResource<CentreSetting>(`${base}/centreSetting`);
  const highest = useApiResource<{ highestInvoiceNumber: string | null }>(`${base}/getCurrentHighestInvoiceNumber`);
  const [prefix, setPrefix] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!setting.data) return;
    setPrefix(setting.data.invoiceNumberPrefix);
    setNext(setting.data.invoiceNumberNext);
  }, [setting.data]);

  const highestNumber = highest.data?.highestInvoiceNumber ?? null;
  const save = async () => {
    if (isNotAboveHighest(next, highestNumber)) {
      setErrors({ invoiceNumberNext: translate('invoicing.numbering.notAboveHighest', { highest: highestNumber }) });
      return;
    }
    setSaving(true);
    try {
      const saved = await apiFetch<CentreSetting>(`${base}/centreSetting`, { method: 'PATCH', body: { invoiceNumberPrefix: prefix.trim(), invoiceNumberNext: next.trim() } });
      setting.setData(saved);
      setErrors({});
      void highest.reload();
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      const byField: Errors = {};
      for (const e of fieldErrors) {
        const field = e.field.replace(/^body\.?/, '');
        if (field === 'invoiceNumberPrefix' || field === 'invoiceNumberNext') byField[field] = translate(`errors.${e.code}`);
      }
      setErrors(byField);
      if (Object.keys(byField).length === 0) notify(errorMessageKey(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="invoice-numbering-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="invoice-numbering-title" variant="h6" gutterBottom>
        {translate('invoicing.numbering.title')}
      </Typography>
      {setting.error && !setting.data ? (
        <Alert severity="error">{translate(errorMessageKey(setting.error))}</Alert>
      ) : !setting.data ? (
        <CircularProgress size={24} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {highestNumber
              ? translate('invoicing.numbering.highest', { highest: highestNumber })
              : translate('invoicing.numbering.noneIssued')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              name="invoiceNumberPrefix"
              label={translate('invoicing.numbering.prefix')}
              value={prefix}
              onChange={(e) => setPrefix(e.target.value)}
              error={Boolean(errors.invoiceNumberPrefix)}
              helperText={errors.invoiceNumberPrefix ?? ' '}
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
            <TextField
              name="invoiceNumberNext"
              label={translate('invoicing.numbering.next')}
              value={next}
              required
              onChange={(e) => setNext(e.target.value)}
              error={Boolean(errors.invoiceNumberNext)}
              helperText={errors.invoiceNumberNext ?? translate('invoicing.numbering.nextHint')}
              slotProps={{ htmlInput: { maxLength: 21 } }}
            />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button variant="contained" name="saveNumbering" onClick={() => void save()} disabled={saving || next.trim() === ''}>
              {translate('common.save')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
