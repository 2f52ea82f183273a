import { asc, eq, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { notificationTemplates } from '../../db/schema';
import { NOTIFICATION_TEMPLATE_MAX_LENGTH, NOTIFICATION_TYPES } from '../../../shared/notificationTemplates';

export const notificationTemplateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['notificationType', 'template'],
  properties: {
    notificationType: { type: 'string', enum: [...NOTIFICATION_TYPES] },
    template: { type: 'string', maxLength: NOTIFICATION_TEMPLATE_MAX_LENGTH },
  },
} as const;

export const notificationTemplateResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['notificationType', 'template'],
  properties: { notificationType: { type: 'string' }, template: { type: 'string' } },
} as const;

export interface NotificationTemplate {
  notificationType: string;
  template: string;
}

/** The centre's own wording; types without a row use the product default from messages.json. */
export async function listNotificationTemplates(db: Db, centreId: string): Promise<NotificationTemplate[]> {
  const rows = await forCentre(db, centreId)
    .select({ notificationType: notificationTemplates.notificationType, template: notificationTemplates.template })
    .from(notificationTemplates)
    .orderBy(asc(notificationTemplates.notificationType));
  const order = new Map(NOTIFICATION_TYPES.map((t, i) => [t as string, i]));
  return rows.sort((a, b) => (order.get(a.notificationType) ?? 99) - (order.get(b.notificationType) ?? 99));
}

/** Saves one template; an empty (blank) template removes the override, so the default applies again. */
export async function saveNotificationTemplate(db: Db, centreId: string, input: NotificationTemplate): Promise<NotificationTemplate | null> {
  return db.transaction(async (tx) => {
    const scoped = forCentre(tx, centreId);
    if (input.template.trim() === '') {
      await scoped.delete(notificationTemplates).where(eq(notificationTemplates.notificationType, input.notificationType));
      return null;
    }
    await scoped
      .insert(notificationTemplates)
      .values({ notificationType: input.notificationType, template: input.template })
      .onConflictDoUpdate({
        target: [notificationTemplates.centreId, notificationTemplates.notificationType],
        set: { template: input.template, updatedAt: sql`now()` },
      });
    return { notificationType: input.notificationType, template: input.template };
  });
}
