import { asc, eq, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { notificationTemplates } from '../../db/schema';
import { NOTIFICATION_TYPES } from '../../../shared/notificationTemplates';
import type { NotificationTemplate, NotificationTemplateInput } from '../../../shared/api/centreSettings';

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
export async function saveNotificationTemplate(db: Db, centreId: string, input: NotificationTemplateInput): Promise<NotificationTemplate | null> {
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
