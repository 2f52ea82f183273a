/**
 * The import screen's state (spec §4: contact import is unset, then imported or failed):
 * idle → reading (preview) → mapping → importing → done, or an error at any step. Changing the
 * mapping re-checks the previewed rows, so the table always shows what the import would do.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportMapping, ImportPreview, ImportResult } from '../../../../shared/api/contactImport';
import { previewImport, runImport } from './importApi';

export type ImportStage = 'idle' | 'reading' | 'mapping' | 'importing' | 'done';

export interface ContactImportState {
  stage: ImportStage;
  file: File | null;
  preview: ImportPreview | null;
  mapping: ImportMapping;
  /** True while the previewed rows are re-checked after a mapping change. */
  checking: boolean;
  result: ImportResult | null;
  /** The last failure (a translatable error from the server). */
  error: unknown;
  chooseFile(file: File): void;
  setColumnField(column: string, field: string | null): void;
  startImport(): void;
  reset(): void;
}

const RECHECK_DELAY_MS = 300;

export function useContactImport(centreId: string): ContactImportState {
  const [stage, setStage] = useState<ImportStage>('idle');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const recheck = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});

  const cancelRecheck = () => {
    clearTimeout(recheck.current.timer);
    recheck.current.abort?.abort();
    recheck.current = {};
  };
  useEffect(() => cancelRecheck, []);

  const reset = useCallback(() => {
    cancelRecheck();
    setStage('idle');
    setFile(null);
    setPreview(null);
    setMapping({});
    setResult(null);
    setError(null);
  }, []);

  const chooseFile = useCallback(
    (chosen: File) => {
      cancelRecheck();
      setFile(chosen);
      setStage('reading');
      setError(null);
      setResult(null);
      previewImport(centreId, chosen).then(
        (p) => {
          setPreview(p);
          setMapping(p.mapping);
          setStage('mapping');
        },
        (e: unknown) => {
          setError(e);
          setFile(null);
          setStage('idle');
        },
      );
    },
    [centreId],
  );

  const setColumnField = useCallback(
    (column: string, field: string | null) => {
      if (!file) return;
      // A field belongs to one column: choosing it elsewhere frees it here.
      const next: ImportMapping = Object.fromEntries(Object.entries(mapping).map(([c, f]) => [c, c === column ? field : f === field && field ? null : f]));
      setMapping(next);
      cancelRecheck();
      if (!Object.values(next).some(Boolean)) {
        setPreview((p) => (p ? { ...p, rowErrors: [] } : p));
        return;
      }
      setChecking(true);
      const abort = new AbortController();
      recheck.current = {
        abort,
        timer: setTimeout(() => {
          previewImport(centreId, file, next, abort.signal).then(
            (p) => {
              setPreview((old) => (old ? { ...old, rowErrors: p.rowErrors } : p));
              setChecking(false);
            },
            (e: unknown) => {
              if (!abort.signal.aborted) {
                setError(e);
                setChecking(false);
              }
            },
          );
        }, RECHECK_DELAY_MS),
      };
    },
    [centreId, file, mapping],
  );

  const startImport = useCallback(() => {
    if (!file) return;
    cancelRecheck();
    setChecking(false);
    setStage('importing');
    setError(null);
    runImport(centreId, file, mapping).then(
      (r) => {
        setResult(r);
        setStage('done');
      },
      (e: unknown) => {
        setError(e);
        setStage('mapping');
      },
    );
  }, [centreId, file, mapping]);

  return { stage, file, preview, mapping, checking, result, error, chooseFile, setColumnField, startImport, reset };
}
