/**
 * Deletes one record after the shared alert dialog confirms it (spec §2 alert dialog), then
 * tells the caller (usually to go back to the list).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { translateError } from '../api/errorText';
import { useAlertDialog } from '../components/AlertDialogProvider';
import { useScopedCentre } from './centreScope';
import type { RecordResource } from './resourceTypes';

export function DeleteRecordButton({ resource, record, onDeleted }: { resource: RecordResource; record: RaRecord; onDeleted?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const alert = useAlertDialog();
  const centreId = useScopedCentre();
  const [remove, { isPending }] = useDelete();
  const name = resource.represent(record);

  const onClick = async () => {
    const answer = await alert({
      title: translate('admin.delete.title', { name }),
      content: translate('admin.delete.content'),
      closable: true,
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: translate('common.delete'), variant: 'contained', color: 'error', name: 'confirmDelete' },
      ],
    });
    if (answer?.button !== 1) return;
    remove(
      resource.def.resource,
      { id: record.id, previousData: record, meta: { centreId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          onDeleted?.();
        },
        onError: (error) => notify(translateError(translate, error), { type: 'error' }),
      },
    );
  };

  return (
    <Button color="error" name="delete" startIcon={<DeleteIcon />} disabled={isPending} onClick={() => void onClick()}>
      {translate('common.delete')}
    </Button>
  );
}
