import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../components/notificationQueue';

/** "Appointment cancelled" with Undo, bottom right, hidden after 3000 ms (spec §9) unless hovered. */
export function UndoCancelSnackbar({ count, onUndo, onClose }: { count: number | null; onUndo: () => void; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Snackbar
      open={count !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
    >
      <Alert
        severity="info"
        variant="filled"
        role="status"
        sx={{ minWidth: 280 }}
        action={
          <Button color="inherit" size="small" onClick={onUndo}>
            {translate('appointments.actions.undo')}
          </Button>
        }
      >
        {translate('appointments.actions.cancelled', { count: count ?? 1, smart_count: count ?? 1 })}
      </Alert>
    </Snackbar>
  );
}
