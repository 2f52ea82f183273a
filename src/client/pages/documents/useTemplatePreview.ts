/**
 * The preview of a template being edited: rendered by the server after typing pauses
 * (PREVIEW_DEBOUNCE_MS), an older answer never replacing a newer one (the previous call is
 * aborted). Keeps the last good document while a broken edit shows its error.
 */
import { useEffect, useState } from 'react';
import type { TemplatePreviewRequest } from '../../../shared/api/invoiceTemplates';
import { fetchTemplatePreview, type TemplatePreview } from './templatePreviewApi';
import { PREVIEW_DEBOUNCE_MS } from './templateTimings';

export interface PreviewState {
  preview: TemplatePreview | null;
  error: unknown;
  pending: boolean;
}

export function useTemplatePreview(centreId: string | null, request: TemplatePreviewRequest | null): PreviewState {
  const [state, setState] = useState<PreviewState>({ preview: null, error: null, pending: false });
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!centreId || !key) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, pending: true }));
    const timer = setTimeout(() => {
      fetchTemplatePreview(centreId, JSON.parse(key) as TemplatePreviewRequest, controller.signal).then(
        (preview) => setState({ preview, error: null, pending: false }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, error, pending: false }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [centreId, key]);
  return state;
}
