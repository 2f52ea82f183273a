import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AlertDialogInput } from './AlertDialog';

// Downloaded with the first alert, not with the first page (README "Client bundle").
const AlertDialog = lazy(() => import('./AlertDialog').then((m) => ({ default: m.AlertDialog })));

export interface AlertOptions {
  title?: ReactNode;
  content?: ReactNode;
  closable?: boolean;
  input?: AlertDialogInput;
  /** Button labels; the last one confirms. Default: one OK button. */
  buttons?: { label: string; variant?: 'text' | 'outlined' | 'contained'; color?: 'primary' | 'error'; name?: string }[];
}

/** Which button was pressed (index into `buttons`) and the trimmed input; null when dismissed. */
export type AlertResult = { button: number; input: string } | null;

type ShowAlert = (options: AlertOptions) => Promise<AlertResult>;

const AlertContext = createContext<ShowAlert | null>(null);

/** Lets any page open the shared alert dialog imperatively: `const result = await alert({...})`. */
export function AlertDialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AlertOptions | null>(null);
  // Mounted from the first alert on, so closing still animates.
  const [used, setUsed] = useState(false);
  if (!used && current) setUsed(true);
  const resolver = useRef<((result: AlertResult) => void) | null>(null);

  const finish = useCallback((result: AlertResult) => {
    resolver.current?.(result);
    resolver.current = null;
    setCurrent(null);
  }, []);

  const show = useCallback<ShowAlert>(
    (options) =>
      new Promise<AlertResult>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setCurrent(options);
      }),
    [],
  );

  const buttons = useMemo(
    () => current?.buttons?.map((b, index) => ({ ...b, onClick: (input: string) => finish({ button: index, input }) })),
    [current, finish],
  );

  return (
    <AlertContext.Provider value={show}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <AlertDialog
            open={Boolean(current)}
            title={current?.title}
            content={current?.content}
            closable={current?.closable}
            input={current?.input}
            buttons={buttons}
            onClose={() => finish(current?.buttons?.length ? null : { button: 0, input: '' })}
          />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}

export function useAlertDialog(): ShowAlert {
  const show = useContext(AlertContext);
  if (!show) throw new Error('useAlertDialog must be used inside <AlertDialogProvider>');
  return show;
}
