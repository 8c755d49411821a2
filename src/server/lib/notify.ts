import type { LiveEvent } from '#contract/live-events.ts';
import { notifications } from '#server/db/schema/index.ts';
import { BUS_CHANNELS } from './bus.ts';
import type { AppDeps } from './http.ts';

/** What the bus carries to every process (`BUS_CHANNELS.userEvents`): a tab's event and its recipients. */
export type UserEvent = LiveEvent & {
  /** Whose tabs hear it: one event for both people of a conversation costs one publish. */
  userIds: string[];
};

export function publishUserEvent(deps: Pick<AppDeps, 'bus'>, event: UserEvent): Promise<void> {
  return deps.bus.publish(BUS_CHANNELS.userEvents, JSON.stringify(event));
}

/** What the bus carries when sessions end (`BUS_CHANNELS.sessionsEnded`): the user's, all of them without `sessionIds`. */
export interface SessionsEnded {
  userId: string;
  sessionIds?: string[];
}

/**
 * Tells every process that sessions ended, so the event streams opened with them end too: a stream
 * is checked when it opens, and would otherwise go on carrying the user's events after sign-out.
 */
export function publishSessionsEnded(deps: Pick<AppDeps, 'bus'>, ended: SessionsEnded): Promise<void> {
  return deps.bus.publish(BUS_CHANNELS.sessionsEnded, JSON.stringify(ended));
}

interface NewNotification {
  userId: string;
  kind: string;
  payload: Record<string, unknown>;
}

/**
 * Records an in-app notification (shown in the header's bell) and tells the user's open tabs.
 * `kind` names the template ("application_status", "message", …); `payload` holds what the text
 * needs (ids, titles, the new status), never the rendered text, so it shows in the reader's language.
 */
export async function notify(deps: Pick<AppDeps, 'db' | 'bus'>, notification: NewNotification): Promise<string> {
  const [id] = await notifyAll(deps, [notification]);
  if (!id) throw new Error('notification insert returned no row');
  return id;
}

/** `notify` for several at once: one insert. */
export async function notifyAll(deps: Pick<AppDeps, 'db' | 'bus'>, list: NewNotification[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = await deps.db
    .insert(notifications)
    .values(list)
    .returning({ id: notifications.id, userId: notifications.userId });
  await Promise.all(
    rows.map((row) => publishUserEvent(deps, { userIds: [row.userId], type: 'notification', id: row.id })),
  );
  return rows.map((row) => row.id);
}
