import { useCallback } from 'react';
import { apiFetch } from '../../../api/http';
import { useApiQuery } from '../../../api/useApiQuery';
import type { DraggableEvents, DraggableEventRef } from '../../../../shared/api/draggableEvents';

export const palettePath = (centreId: string, userId: string) =>
  `/api/clinics/${encodeURIComponent(centreId)}/users/${encodeURIComponent(userId)}/draggable-events`;

/** The palette of `userId` in `centreId` (null: not known yet), and saving a new one. */
export function usePalette(centreId: string | null, userId: string | null) {
  const path = centreId && userId ? palettePath(centreId, userId) : null;
  const resource = useApiQuery<DraggableEvents>(path);
  const { setData } = resource;
  const save = useCallback(
    async (body: { events: DraggableEventRef[] }) => {
      if (!path) return;
      setData(await apiFetch<DraggableEvents>(path, { method: 'POST', body }));
    },
    [path, setData],
  );
  return { ...resource, save };
}
