/**
 * Leaving a form with unsaved changes asks first (wording: "unsaved data will be lost"): in-app
 * navigation through the shared alert dialog, closing or reloading the tab through the browser.
 */
import { useEffect } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { useAlertDialog } from '../components/AlertDialogProvider';

interface GuardProps {
  when: () => boolean;
  /** Paths that keep the unsaved data (a wizard's own steps): moving there asks nothing. */
  keeps?: (pathname: string) => boolean;
  /** Leaving anyway: what to throw away (a draft kept outside the page). */
  onLeave?: () => void;
}

function Guard({ when, keeps, onLeave }: GuardProps) {
  const translate = useTranslate();
  const alert = useAlertDialog();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when() && currentLocation.pathname !== nextLocation.pathname && !keeps?.(nextLocation.pathname));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void alert({
      title: translate('admin.form.unsavedTitle'),
      content: translate('common.unsavedChanges'),
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: translate('admin.form.leave'), variant: 'contained', color: 'error', name: 'leaveWithoutSaving' },
      ],
    }).then((answer) => {
      if (answer?.button !== 1) return blocker.reset?.();
      onLeave?.();
      blocker.proceed?.();
    });
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
export function UnsavedChangesGuard(props: GuardProps) {
  return useCanBlock() ? <Guard {...props} /> : null;
}
