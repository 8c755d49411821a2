import { notifications } from '#server/db/schema/index.ts';
import { BUS_CHANNELS } from './bus.ts';
import type { AppDeps } from './http.ts';

/** What a user's open tabs are told through the bus (`BUS_CHANNELS.userEvents`). */
export interface UserEvent {
  /** Whose tabs hear it: one event for both people of a conversation costs one publish. */
  userIds: string[];
  /** `notifications_read`: some of the user's notifications were marked read (`id` = one, or "all"). */
  type: 'notification' | 'message' | 'read' | 'notifications_read';
  /** The notification, message or conversation the event is about. */
  id: string;
  /** For `message`: the conversation the message belongs to. */
  conversationId?: string;
}

export function publishUserEvent(deps: Pick<AppDeps, 'bus'>, event: UserEvent): Promise<void> {
  return deps.bus.publish(BUS_CHANNELS.userEvents, JSON.stringify(event));
}

/**
 * Records an in-app notification (shown in the header's bell) and tells the user's open tabs.
 * `kind` names the template ("application_status", "message", …); `payload` holds what the text
 * needs (ids, titles, the new status), never the rendered text, so it shows in the reader's language.
 */
export async function notify(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  notification: { userId: string; kind: string; payload: Record<string, unknown> },
): Promise<string> {
  const [row] = await deps.db.insert(notifications).values(notification).returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned no row');
  await publishUserEvent(deps, { userIds: [notification.userId], type: 'notification', id: row.id });
  return row.id;
}
