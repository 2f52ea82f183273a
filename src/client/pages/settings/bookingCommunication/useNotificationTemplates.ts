/**
 * The centre's own message templates (GET /api/centres/{id}/notification-template answers only
 * the overrides) and saving one of them (POST upsert; a blank template removes the override).
 */
import { useMemo, useRef } from 'react';
import { apiFetch } from '../../../api/http';
import type { NotificationType } from '../../../../shared/notificationTemplates';
import type { NotificationTemplate as NotificationTemplateRow, NotificationTemplateInput } from '../../../../shared/api/centreSettings';
import { useApiQuery } from '../../../api/useApiQuery';

export const notificationTemplatesPath = (centreId: string) => `/api/centres/${encodeURIComponent(centreId)}/notification-template`;

export interface NotificationTemplates {
  /** Own texts by type; a type without an entry uses the default text. */
  overrides: ReadonlyMap<string, string> | undefined;
  error: unknown;
  reload: () => Promise<unknown>;
  /** Saves (or with a blank text removes) one override; rejects with the server's error. */
  save: (type: NotificationType, template: string) => Promise<void>;
}

export function useNotificationTemplates(centreId: string | null): NotificationTemplates {
  const path = centreId ? notificationTemplatesPath(centreId) : null;
  const resource = useApiQuery<NotificationTemplateRow[]>(path);
  const { data, setData } = resource;
  // The latest list, so two saves finishing one after the other both stay in it.
  const latest = useRef(data);
  latest.current = data;
  const overrides = useMemo(() => (data ? new Map(data.map((row) => [row.notificationType, row.template])) : undefined), [data]);

  const save = async (type: NotificationType, template: string): Promise<void> => {
    if (!path) return;
    const saved = await apiFetch<NotificationTemplateRow>(path, { method: 'POST', body: { notificationType: type, template } satisfies NotificationTemplateInput });
    const others = (latest.current ?? []).filter((row) => row.notificationType !== type);
    latest.current = saved.template.trim() === '' ? others : [...others, { notificationType: type, template: saved.template }];
    setData(latest.current);
  };

  return { overrides, error: resource.error, reload: resource.reload, save };
}
