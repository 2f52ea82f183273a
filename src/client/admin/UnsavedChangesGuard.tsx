/**
 * Leaving a form with unsaved changes asks first (wording: "unsaved data will be lost"): in-app
 * navigation through the shared alert dialog, closing or reloading the tab through the browser.
 */
import { useEffect } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { useAlertDialog } from '../components/AlertDialogProvider';

function Guard({ when }: { when: () => boolean }) {
  const translate = useTranslate();
  const alert = useAlertDialog();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void alert({
      title: translate('admin.form.unsavedTitle'),
      content: translate('common.unsavedChanges'),
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: translate('admin.form.leave'), variant: 'contained', color: 'error', name: 'leaveWithoutSaving' },
      ],
    }).then((answer) => (answer?.button === 1 ? blocker.proceed?.() : blocker.reset?.()));
    // Only a new block asks again.
  }, [blocker.state]);

  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!when()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [when]);
  return null;
}

/** Renders the guard where the router can block navigation (data routers). */
export function UnsavedChangesGuard({ when }: { when: () => boolean }) {
  return useCanBlock() ? <Guard when={when} /> : null;
}
