import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './messaging-rules.ts';
import { hasVisibleText, multiLineText, singleLineText } from './text.ts';

// Conversations, messages and notifications on the wire. Web pages import only the types from
// here; the pure rules live in messaging-rules.ts.

export const StartConversationInput = z.object({
  participantId: z.string({ error: 'messaging.validation.participantRequired' }),
});
export type StartConversationInput = z.infer<typeof StartConversationInput>;

export const SendMessageInput = z.object({
  content: multiLineText({ error: 'messaging.validation.contentRequired' })
    .trim()
    .refine(hasVisibleText, { error: 'messaging.validation.contentRequired' })
    .max(MESSAGE_MAX_LENGTH, 'messaging.validation.contentTooLong'),
});
export type SendMessageInput = z.infer<typeof SendMessageInput>;

/** The other person of a conversation: real name (profile, else account) and uploaded avatar or null. */
export const Participant = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Participant = z.infer<typeof Participant>;

export const ConversationSummary = z.object({
  id: z.string(),
  /**
   * null when the other person deleted their account: their messages stay, shown as from
   * "Deleted user" (in the reader's language), and nothing more can be sent.
   */
  otherUser: Participant.nullable(),
  lastMessagePreview: z.string().nullable(),
  /**
   * The professional's offer waiting for the client's answer (open, its time still ahead), when it
   * came after the last message: the list previews it ("Offer: Tap repair · Rs 2,500") instead.
   */
  pendingOffer: z
    .object({
      serviceTitle: z.string(),
      serviceTitleNe: z.string().nullable(),
      /** Integer paisa. */
      pricePaisa: z.number().int(),
    })
    .nullable(),
  updatedAt: z.string(),
  /** The other person's messages I have not read yet. */
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationPage = z.object({
  items: z.array(ConversationSummary),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof ConversationPage>;

export const ConversationsQuery = z.object({
  q: singleLineText().max(100, 'validation.tooLong').optional(),
  cursor: z.string().max(200).optional(),
});
export type ConversationsQuery = z.infer<typeof ConversationsQuery>;

export const Message = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** null when the sender deleted their account. */
  senderId: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

export const MessagePage = z.object({
  /** Oldest first. */
  items: z.array(Message),
  /** Pass as `before` for the page of older messages; null when this page reaches the start. */
  olderCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof MessagePage>;

export const MessagesQuery = z.object({
  before: z.string().max(100).optional(),
});

export const ConversationDetail = ConversationSummary;
export type ConversationDetail = ConversationSummary;

export const StartedConversation = z.object({ id: z.string() });

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const MarkReadResult = z.object({ marked: z.number().int() });

export const NotificationItem = z.object({
  id: z.string(),
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationPage = z.object({
  items: z.array(NotificationItem),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;
