/**
 * Bulk action of the invoice list: the selected invoices e-mailed to their clients (the
 * confirmation names each recipient and the invoices that cannot be sent, which are skipped).
 */
import { useState } from 'react';
import EmailIcon from '@mui/icons-material/Email';
import { Button, useListContext, useRefresh } from 'react-admin';
import { fetchInvoice, type InvoiceRecord } from '../../api/invoices';
import { useNotifyError } from '../../components/useNotifyError';
import { useSendByEmail } from './useSendByEmail';

export function BulkSendEmailButton({ centreId }: { centreId: string }) {
  const refresh = useRefresh();
  const notifyError = useNotifyError();
  const { selectedIds, data, onUnselectItems } = useListContext<InvoiceRecord>();
  const [loading, setLoading] = useState(false);
  const send = useSendByEmail(centreId, false, () => {
    onUnselectItems();
    refresh();
  });
  const start = async () => {
    setLoading(true);
    try {
      // A selection kept across pages names invoices this page has not loaded: read those.
      const byId = new Map((data ?? []).map((r) => [String(r.id ?? r.invoice_id), r]));
      send.open(await Promise.all(selectedIds.map((id) => byId.get(String(id)) ?? fetchInvoice(String(id)))));
    } catch (error) {
      notifyError('finances.send.failed', error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button label="finances.send.bulk" disabled={loading} onClick={() => void start()} data-testid="bulk-send-email">
        <EmailIcon />
      </Button>
      {send.dialog}
    </>
  );
}
