/**
 * Bulk action of the invoice list: the selected invoices' PDFs, downloaded one per 300 ms step
 * from their signed links (behaviour.md §7; GET /api/invoice-pdf-links).
 */
import { useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, useListContext, type RaRecord } from 'react-admin';
import { fetchPdfLinks } from '../../api/invoices';
import { saveBlob } from '../../api/fileDownload';
import { downloadPdfs } from '../../components/invoices/openPdf';
import { useNotifyError } from '../../components/useNotifyError';

export function BulkPdfButton() {
  const notifyError = useNotifyError();
  const { selectedIds, data } = useListContext<RaRecord & { number?: string }>();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const links = await fetchPdfLinks(selectedIds.map(String));
      const numberOf = (id: string) => data?.find((r) => String(r.id) === id)?.number ?? id;
      await downloadPdfs(links.map((l) => ({ name: numberOf(l.invoiceId), url: l.pdfTempLink })), saveBlob);
    } catch (error) {
      notifyError('finances.invoices.pdfFailed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="finances.invoices.downloadPdf" disabled={busy} onClick={() => void download()} data-testid="bulk-pdf">
      <PictureAsPdfIcon />
    </Button>
  );
}
