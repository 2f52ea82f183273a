/**
 * The invoice's PDF in the page (issue 11 §5): an iframe of its signed pdfTempLink. The link
 * lives five minutes, so it is asked for afresh whenever the invoice changes or the page returns.
 */
import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { translateError } from '../../api/errorText';
import { fetchPdfLink, invoicesQueryKey, type InvoiceRecord } from '../../api/invoices';

export function InvoicePdfPreview({ centreId, invoice }: { centreId: string; invoice: InvoiceRecord }) {
  const translate = useTranslate();
  const link = useQuery({
    queryKey: invoicesQueryKey(centreId, 'pdf', invoice.invoice_id, invoice.updatedAt),
    queryFn: () => fetchPdfLink(invoice.invoice_id),
    staleTime: 4 * 60_000,
  });
  if (link.isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (link.error) return <Alert severity="warning">{translateError(translate, link.error)}</Alert>;
  return (
    <Box
      component="iframe"
      title={translate('finances.detail.pdfPreview', { number: invoice.number })}
      src={link.data.pdfTempLink}
      data-testid="invoice-pdf-preview"
      sx={{ width: '100%', height: { xs: 480, md: 640 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}
