// Types and a constant only: the web's first load imports this file.

/**
 * What the event stream (`GET /api/events`) tells a tab; ids and kinds only, the tab refetches.
 * The server publishes it with the users whose tabs hear it (lib/notify.ts); the web listens
 * (web/lib/live-events.ts).
 * - `message`: a message was sent in a conversation I take part in (`id` = message, `conversationId`).
 * - `read`: messages of a conversation were read (`id` = conversation); by the other person → "Seen".
 * - `notification`: a notification for me was created (`id` = notification).
 * - `notifications_read`: some of my notifications were marked read (`id` = notification or "all").
 */
export const LIVE_EVENT_TYPES = ['message', 'read', 'notification', 'notifications_read'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export interface LiveEvent {
  /** What happened; the list above says what `id` names. */
  type: LiveEventType;
  id: string;
  /** For `message`: the conversation the message belongs to. */
  conversationId?: string;
}
