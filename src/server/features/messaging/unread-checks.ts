import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { previewOf } from '#contract/messaging-rules.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import type { Bus } from '#server/lib/bus.ts';
import type { Logger } from '#server/lib/logger.ts';
import { notifyAll } from '#server/lib/notify.ts';
import { nameSql } from './names.ts';

// "New message" notifications.
//
// Rule: a message becomes a bell notification for its recipient when it is still unread a few
// seconds after it was sent. A reader who has the conversation open reads it at once (the page
// marks it read when the event arrives), so only someone who is not looking at it — another page,
// another tab in the background, or no tab at all — is notified. One unread "message"
// notification per conversation at a time: a burst of messages is one line in the bell, and
// reading the conversation reads it. The check runs in the process that accepted the message, so
// it needs no knowledge of which process holds the recipient's tabs; a check still pending when
// the process stops is dropped (the unread badge still counts the message).
//
// The checks that come due together run together: one query finds which are still unread and one
// insert notifies them, so a burst of new conversations costs a few statements, not two per
// conversation. One batch runs at a time; what comes due meanwhile waits for the next, so the
// batches grow with the load instead of the queue.

/** How long a message may stay unread before its recipient is notified. */
export const MESSAGE_NOTIFICATION_DELAY_MS = 5_000;

export interface UnreadChecks {
  /** How long a message may stay unread before its recipient is notified (tests shorten it). */
  delayMs: number;
  /** Notifies `recipientId` of the conversation's message unless it is read within `delayMs`. */
  schedule(recipientId: string, conversationId: string): void;
  /** Drops the pending checks (shutdown, tests). */
  cancel(): void;
  /** Checks waiting to run (GET /metrics). */
  readonly pending: number;
}

interface PendingCheck {
  recipientId: string;
  conversationId: string;
  dueAt: number;
}

type Deps = { db: Db; bus: Bus; logger: Logger };

const checkKey = (recipientId: string, conversationId: string) => `${recipientId}:${conversationId}`;

/** The "still unread" checks of the messages this app accepts. */
export function createUnreadChecks(deps: Deps, delayMs: number = MESSAGE_NOTIFICATION_DELAY_MS): UnreadChecks {
  const pending = new Map<string, PendingCheck>();
  let wake: NodeJS.Timeout | null = null;
  let checking = false;

  const arm = () => {
    if (checking || wake || pending.size === 0) return;
    let first = Infinity;
    for (const check of pending.values()) first = Math.min(first, check.dueAt);
    wake = setTimeout(() => void runDue(), Math.max(0, first - Date.now()));
    wake.unref();
  };

  const runDue = async () => {
    wake = null;
    checking = true;
    const now = Date.now();
    const due: PendingCheck[] = [];
    for (const [key, check] of pending) {
      if (check.dueAt > now) continue;
      pending.delete(key);
      due.push(check);
    }
    try {
      await notifyStillUnread(deps, due).catch((error: unknown) =>
        deps.logger.warn('message notification failed', { error: String(error) }),
      );
    } finally {
      checking = false;
      arm();
    }
  };

  const checks: UnreadChecks = {
    delayMs,
    schedule(recipientId, conversationId) {
      const key = checkKey(recipientId, conversationId);
      if (pending.has(key)) return;
      pending.set(key, { recipientId, conversationId, dueAt: Date.now() + checks.delayMs });
      arm();
    },
    cancel() {
      if (wake) clearTimeout(wake);
      wake = null;
      pending.clear();
    },
    get pending() {
      return pending.size;
    },
  };
  return checks;
}

async function notifyStillUnread(deps: Deps, checks: PendingCheck[]): Promise<void> {
  if (checks.length === 0) return;
  const recipient = sql<string>`case when ${conversations.user1Id} = ${messages.senderId} then ${conversations.user2Id} else ${conversations.user1Id} end`;
  // per conversation and sender: the oldest message still unread, the sender's name, and only
  // when its recipient has no unread "message" notification for the conversation yet
  const firsts = await deps.db
    .selectDistinctOn([messages.conversationId, messages.senderId], {
      conversationId: messages.conversationId,
      recipientId: recipient,
      content: messages.content,
      name: nameSql,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        inArray(messages.conversationId, [...new Set(checks.map((check) => check.conversationId))]),
        isNull(messages.readAt),
        sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${recipient} and ${notifications.kind} = 'message' and ${notifications.readAt} is null and ${notifications.payload}->>'conversationId' = ${messages.conversationId}::text)`,
      ),
    )
    .orderBy(messages.conversationId, messages.senderId, asc(messages.createdAt));
  const wanted = new Set(checks.map((check) => checkKey(check.recipientId, check.conversationId)));
  await notifyAll(
    deps,
    firsts
      .filter((first) => wanted.has(checkKey(first.recipientId, first.conversationId)))
      .map((first) => ({
        userId: first.recipientId,
        kind: 'message',
        payload: { conversationId: first.conversationId, fromName: first.name, preview: previewOf(first.content) },
      })),
  );
}
