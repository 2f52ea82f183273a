/**
 * Invoice numbering on the invoicing settings page (wording §2 "start number of invoices", §5):
 * the prefix and next number live in the centre setting (PATCH /api/centre/{id}/centreSetting),
 * shown with the current highest number (GET …/getCurrentHighestInvoiceNumber).
 */
import { useEffect } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { CentreSetting } from '../../../../shared/api/contracts';
import type { CentreSettingPatch } from '../../../../shared/api/centreSettings';
import { apiFetch } from '../../../api/http';
import { serverFieldErrors } from '../../../admin/validation';
import { useApiQuery } from '../../../api/useApiQuery';
import { useSettingsForm } from '../../../components/useSettingsForm';
import { isNotAboveHighest } from '../../../../shared/invoiceNumbers';
import { serverErrorMessage, translateError, translateMessage, type FieldMessage } from '../../../api/errorText';
import { FormErrorSummary } from '../../../components/FormErrorSummary';
import { fieldSummaryItems } from '../../../components/formErrorItems';

type Errors = Partial<Record<'invoiceNumberPrefix' | 'invoiceNumberNext', FieldMessage>>;
interface NumberingValues {
  prefix: string;
  next: string;
}

export function InvoiceNumberingSection({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const base = `/api/centre/${encodeURIComponent(centreId)}`;
  const setting = useApiQuery<CentreSetting>(`${base}/centreSetting`);
  const highest = useApiQuery<{ highestInvoiceNumber: string | null }>(`${base}/getCurrentHighestInvoiceNumber`);
  const { values, setValues, errors, saving, submit } = useSettingsForm<NumberingValues, Errors>(() => ({ prefix: '', next: '' }), centreId);
  const { prefix, next } = values;
  const setPrefix = (value: string) => setValues((v) => ({ ...v, prefix: value }));
  const setNext = (value: string) => setValues((v) => ({ ...v, next: value }));

  // What the server has (loaded or just saved) replaces the inputs.
  useEffect(() => {
    if (setting.data) setValues({ prefix: setting.data.invoiceNumberPrefix, next: setting.data.invoiceNumberNext });
  }, [setting.data]);

  const highestNumber = highest.data?.highestInvoiceNumber ?? null;
  const errorText = (field: keyof Errors) => (errors[field] ? translateMessage(translate, errors[field]) : undefined);
  const save = submit({
    validate: (v): Errors => (isNotAboveHighest(v.next, highestNumber) ? { invoiceNumberNext: { key: 'invoicing.numbering.notAboveHighest', params: { highest: highestNumber ?? '' } } } : {}),
    request: (v) => apiFetch<CentreSetting>(`${base}/centreSetting`, { method: 'PATCH', body: { invoiceNumberPrefix: v.prefix.trim(), invoiceNumberNext: v.next.trim() } satisfies CentreSettingPatch }),
    onSaved: (saved) => ({ prefix: saved.invoiceNumberPrefix, next: saved.invoiceNumberNext }),
    afterSave: (saved) => {
      setting.setData(saved);
      void highest.reload();
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    },
    serverErrors: (error) => {
      const byField: Errors = {};
      for (const e of serverFieldErrors(error)) {
        const field = e.field.replace(/^body\.?/, '');
        // The message keeps the values it carries: a too long prefix says its limit.
        if (field === 'invoiceNumberPrefix' || field === 'invoiceNumberNext') byField[field] = serverErrorMessage(e);
      }
      return byField;
    },
    // A refused number is said at the field; anything else in a notification.
    notifyFailure: (error, byField) => {
      if (Object.keys(byField).length === 0) notify(translateError(translate, error), { type: 'error' });
    },
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="invoice-numbering-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="invoice-numbering-title" variant="h6" gutterBottom>
        {translate('invoicing.numbering.title')}
      </Typography>
      {setting.error && !setting.data ? (
        <Alert severity="error">{translateError(translate, setting.error)}</Alert>
      ) : !setting.data ? (
        <CircularProgress size={24} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {highestNumber
              ? translate('invoicing.numbering.highest', { highest: highestNumber })
              : translate('invoicing.numbering.noneIssued')}
          </Typography>
          <FormErrorSummary items={fieldSummaryItems(translate, errors)} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              name="invoiceNumberPrefix"
              label={translate('invoicing.numbering.prefix')}
              value={prefix}
              onChange={(e) => setPrefix(e.target.value)}
              error={Boolean(errors.invoiceNumberPrefix)}
              helperText={errorText('invoiceNumberPrefix') ?? ' '}
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
            <TextField
              name="invoiceNumberNext"
              label={translate('invoicing.numbering.next')}
              value={next}
              required
              onChange={(e) => setNext(e.target.value)}
              error={Boolean(errors.invoiceNumberNext)}
              helperText={errorText('invoiceNumberNext') ?? translate('invoicing.numbering.nextHint')}
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
