import { eq } from 'drizzle-orm';
import type { NotificationSettings, NotificationSettingsUpdate } from '#contract/notification-settings.ts';
import type { Db } from '#server/db/client.ts';
import { notificationSettings } from '#server/db/schema/notifications.ts';

/** My notification settings; the defaults until I change them (no row yet). */
export async function getNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({ emailMessages: notificationSettings.emailMessages })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return { emailMessages: row?.emailMessages ?? true };
}

/**
 * Saves my notification settings. The language the change was made in becomes the language of my
 * e-mails: the page's language is the best sign of which one I read.
 */
export async function updateNotificationSettings(
  db: Db,
  userId: string,
  { emailMessages, language }: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const values = { emailMessages, ...(language ? { mailLanguage: language } : {}) };
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } })
    .returning({ emailMessages: notificationSettings.emailMessages });
  return { emailMessages: row?.emailMessages ?? emailMessages };
}
