/**
 * After the wizard created the invoice: print the form or the client's second form (opened from
 * a signed link in a new tab and marked printed), or save the PDF.
 */
import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Tariff590FormKind } from '../../../../shared/api/tariff590Invoices';
import { saveBlob } from '../../../api/fileDownload';
import { translateError } from '../../../api/errorText';
import { formatPrice } from '../../../public/format';
import { wizardApi, type CreatedInvoice } from './wizardApi';

export function CreatedActions({ centreId, invoice, listPath }: { centreId: string; invoice: CreatedInvoice; listPath: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    work().catch((e: unknown) => notify(translateError(translate, e), { type: 'error' })).finally(() => setBusy(false));
  };
  const print = (form: Tariff590FormKind) =>
    run(async () => {
      // The tab opens before the link is fetched, so the popup blocker lets it through.
      const tab = window.open('', '_blank');
      const link = await wizardApi.formLink(invoice.invoice_id, form);
      if (!tab) {
        notify('tariff590.wizard.done.popupBlocked', { type: 'warning' });
        return;
      }
      tab.location.href = link;
      await wizardApi.markPrinted(centreId, invoice.invoice_id, form === 'second');
      notify('tariff590.wizard.done.printed', { type: 'success' });
    });
  const save = () =>
    run(async () => {
      const response = await fetch(await wizardApi.formLink(invoice.invoice_id, 'original'));
      if (!response.ok) throw new Error(String(response.status));
      saveBlob(await response.blob(), `${invoice.number.replace(/[^\w.-]/g, '_')}.pdf`);
    });

  return (
    <Box data-created-invoice={invoice.invoice_id} sx={{ mb: 2 }}>
      <Alert severity="success" sx={{ mb: 2 }}>{translate('tariff590.wizard.done.created', { number: invoice.number, amount: formatPrice(invoice.amount, 'CHF') })}</Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button name="printForm" variant="contained" startIcon={<PrintIcon />} disabled={busy} onClick={() => print('original')}>{translate('tariff590.wizard.done.print')}</Button>
        <Button name="printSecondForm" variant="outlined" startIcon={<PrintIcon />} disabled={busy} onClick={() => print('second')}>{translate('tariff590.wizard.done.printSecond')}</Button>
        <Button name="savePdf" variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={save}>{translate('tariff590.wizard.done.save')}</Button>
        {/* A link, not a click handler: a navigation the router (and the keyboard, a middle click) knows as one. */}
        <Button data-name="toDocuments" component={RouterLink} to={listPath}>{translate('tariff590.wizard.done.toDocuments')}</Button>
      </Box>
    </Box>
  );
}
