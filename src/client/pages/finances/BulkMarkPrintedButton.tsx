/**
 * Bulk action of the invoice list: the selected invoices marked printed (sent as print, bulk;
 * POST /api/sent-invoices/clinic/{id}), e.g. after printing their PDFs on paper.
 */
import { useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import { Button, useListContext, useNotify, useRefresh } from 'react-admin';
import { markPrinted } from '../../api/invoices';
import { useNotifyError } from '../../components/useNotifyError';

export function BulkMarkPrintedButton({ centreId }: { centreId: string }) {
  const notifyError = useNotifyError();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [busy, setBusy] = useState(false);
  const mark = async () => {
    setBusy(true);
    try {
      const marked = await markPrinted(centreId, selectedIds.map(String));
      notify('finances.invoices.markedPrinted', { type: 'success', messageArgs: { smart_count: marked.length, count: marked.length } });
      onUnselectItems();
      refresh();
    } catch (error) {
      notifyError('finances.invoices.markPrintedFailed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="finances.detail.markPrinted" disabled={busy} onClick={() => void mark()} data-testid="bulk-mark-printed">
      <PrintIcon />
    </Button>
  );
}
