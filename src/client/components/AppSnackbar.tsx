import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import {
  CloseNotificationContext,
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { dedupeNotifications, SNACKBAR_AUTO_HIDE_MS } from './notificationQueue';

/**
 * react-admin's notification slot: bottom right, hides after 3000 ms, never shows duplicates
 * (spec §2 widgets). Every `useNotify()` in the app lands here. Undoable notifications keep
 * react-admin's contract: the mutation runs when the snackbar closes, unless Undo was pressed.
 */
export function AppSnackbar() {
  const { notifications, takeNotification, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const deduped = dedupeNotifications(notifications, current);
    if (deduped !== notifications) {
      setNotifications(deduped);
      return;
    }
    if (!current && notifications.length) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    }
  }, [notifications, current, takeNotification, setNotifications]);

  const close = useCallback(() => setOpen(false), []);

  const finishMutation = useCallback(
    (isUndo: boolean) => {
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo });
      else undoableEventEmitter.emit('end', { isUndo });
    },
    [takeMutation],
  );

  const handleExited = useCallback(() => {
    if (current?.notificationOptions?.undoable) finishMutation(false);
    setCurrent(undefined);
  }, [current, finishMutation]);

  const handleUndo = () => {
    finishMutation(true);
    // The mutation was settled: clear the flag so the exit handler does not commit it.
    setCurrent((n) => (n ? { ...n, notificationOptions: { ...n.notificationOptions, undoable: false } } : n));
    setOpen(false);
  };

  if (!current) return null;
  const { message, type, notificationOptions } = current;
  const text = typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : message;
  const duration = notificationOptions?.autoHideDuration;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        autoHideDuration={duration === undefined ? SNACKBAR_AUTO_HIDE_MS : (duration ?? undefined)}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close();
        }}
        slotProps={{ transition: { onExited: handleExited } }}
      >
        <Alert
          severity={type}
          variant="filled"
          onClose={close}
          role={type === 'error' ? 'alert' : 'status'}
          action={
            notificationOptions?.undoable ? (
              <Button color="inherit" size="small" onClick={handleUndo}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
          sx={{ minWidth: 280, whiteSpace: notificationOptions?.multiLine ? 'pre-line' : undefined }}
        >
          {text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
