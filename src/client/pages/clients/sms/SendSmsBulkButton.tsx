/**
 * Bulk action of the client list: "Send SMS" to the selected clients. Opens the dialog, sends,
 * then shows the success modal, or the buy-SMS modal when the credit is too low (spec §4, §8).
 */
import { useState } from 'react';
import SmsIcon from '@mui/icons-material/Sms';
import { Button, useListContext } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../../../api/apiError';
import { useNotifyError } from '../../../components/useNotifyError';
import type { BulkSmsResult, NotEnoughSms } from '../../../../shared/api/sms';
import { BulkSmsDialog } from './BulkSmsDialog';
import { BuySmsDialog } from './BuySmsDialog';
import { SmsSentDialog } from './SmsSentDialog';
import { postBulkSms, smsCreditQueryKey } from './smsApi';

export function SendSmsBulkButton({ centreId }: { centreId: string }) {
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<BulkSmsResult | null>(null);
  const [shortage, setShortage] = useState<NotEnoughSms | null>(null);
  const contactIds = selectedIds.map(String);

  const send = useMutation({
    mutationFn: (message: string) => postBulkSms({ centreId, contactIds, message }),
    onSuccess: (result) => {
      queryClient.setQueryData(smsCreditQueryKey(centreId), { smsCountLeft: result.smsCountLeft });
      void queryClient.invalidateQueries({ queryKey: ['contactNotifications', centreId] });
      setOpen(false);
      // The selection stays until the modal is closed: clearing it unmounts this bulk toolbar.
      setSent(result);
    },
    onError: (error) => {
      if (isApiRequestError(error) && error.code === 'notEnoughSms') {
        const body = error.body as unknown as Partial<NotEnoughSms>;
        setShortage({ needed: Number(body.needed ?? 0), smsCountLeft: Number(body.smsCountLeft ?? 0) });
        void queryClient.invalidateQueries({ queryKey: smsCreditQueryKey(centreId) });
        return;
      }
      notifyError('common.unableToSend', error);
    },
  });

  return (
    <>
      {/* react-admin's Button, like "delete" beside it: an icon with a tooltip on a phone, so the bulk bar fits 390 px. */}
      <Button size="small" name="bulkSendSms" label="sms.bulk.action" onClick={() => setOpen(true)}>
        <SmsIcon />
      </Button>
      {open && (
        <BulkSmsDialog open centreId={centreId} contactIds={contactIds} sending={send.isPending} onClose={() => setOpen(false)} onSend={(m) => send.mutate(m)} />
      )}
      <SmsSentDialog
        result={sent}
        onClose={() => {
          setSent(null);
          onUnselectItems();
        }}
      />
      <BuySmsDialog shortage={shortage} onClose={() => setShortage(null)} />
    </>
  );
}
