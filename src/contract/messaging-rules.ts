// Messaging rules without zod, for the web pages and the app shell (the schemas are in messaging.ts).

/** Longest message, in characters; a longer one is refused with `messaging.validation.contentTooLong`. */
export const MESSAGE_MAX_LENGTH = 4000;
/** Characters of the last message kept as a conversation's preview (the column holds 200). */
export const MESSAGE_PREVIEW_LENGTH = 120;
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 50;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * How fast one account may reach people (per account, across processes; 429 past it). Sipalu
 * e-mails unread messages, so a spammer's messages would go out under our name: starting (or
 * opening) conversations is slow on purpose, chatting in them is not.
 */
export const MESSAGING_LIMITS = {
  conversationsPerHour: 10,
  conversationsPerDay: 30,
  messagesPerMinute: 30,
  messagesPerHour: 300,
} as const;

/** Spec §5: empty or whitespace-only text sends nothing. */
export function isSendable(content: string): boolean {
  return content.trim().length > 0 && content.trim().length <= MESSAGE_MAX_LENGTH;
}

/** The preview a conversation shows for its last message: one line, cut at a word where possible. */
export function previewOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= MESSAGE_PREVIEW_LENGTH) return line;
  const cut = line.slice(0, MESSAGE_PREVIEW_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > MESSAGE_PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

/** Notification kinds the header's bell knows how to show. */
export const NOTIFICATION_KINDS = ['application_status', 'message', 'enquiry'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
