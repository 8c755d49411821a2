import { z } from 'zod';

// Account Settings → Notifications (GET/PUT /api/me/notification-settings). The same schema checks
// the settings page's toggle and the server.

/** What a user chose; e-mails about unread messages are on until they turn them off. */
export const NotificationSettings = z.object({
  emailMessages: z.boolean({ error: 'validation.invalidRequest' }),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** A change of the settings, with the language the page is shown in: the e-mails follow it. */
export const NotificationSettingsUpdate = NotificationSettings.extend({
  language: z.enum(['en', 'ne'], { error: 'validation.invalidRequest' }).optional(),
});
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdate>;
