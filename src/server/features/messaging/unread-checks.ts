import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { previewOf } from '#contract/messaging-rules.ts';
import type { Db } from '#server/db/client.ts';
import type { JobHandler, JobRunner } from '#server/jobs/job-runner.ts';
import { users } from '#server/db/schema/auth.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import type { Bus } from '#server/lib/bus.ts';
import type { Logger } from '#server/lib/logger.ts';
import { notifyAll } from '#server/lib/notify.ts';
import { isPubliclyVisible } from '#server/lib/visibility.ts';
import { nameSql } from './names.ts';

// "New message" notifications.
//
// Rule: a message becomes a bell notification for its recipient when it is still unread a few
// seconds after it was sent. A reader who has the conversation open reads it at once (the page
// marks it read when the event arrives), so only someone who is not looking at it — another page,
// another tab in the background, or no tab at all — is notified. One unread "message"
// notification per conversation at a time: a burst of messages is one line in the bell, and
// reading the conversation reads it.
//
// Each check is a background job (src/server/jobs/), scheduled before the message is
// acknowledged: it survives a restart or a crash, and whichever process claims it runs it. One
// check per recipient and conversation is pending at a time. The checks that come due together
// run together: one query finds which are still unread and one insert notifies them, so a burst
// of new conversations costs a few statements, not two per conversation. A check run twice (its
// process died mid-run) adds nothing: the query skips conversations already notified.

/** How long a message may stay unread before its recipient is notified. */
export const MESSAGE_NOTIFICATION_DELAY_MS = 5_000;

/** The background job kind of a check. */
export const UNREAD_CHECK_JOB = 'message.unread-check';

export interface UnreadChecks {
  /** How long a message may stay unread before its recipient is notified (tests shorten it). */
  delayMs: number;
  /** Notifies `recipientId` of the conversation's message unless it is read within `delayMs`. */
  schedule(recipientId: string, conversationId: string): Promise<void>;
}

const PendingCheck = z.object({ recipientId: z.string(), conversationId: z.string() });
type PendingCheck = z.infer<typeof PendingCheck>;

type Deps = { db: Db; bus: Bus; logger: Logger };

const checkKey = (recipientId: string, conversationId: string) => `${recipientId}:${conversationId}`;

/** The "still unread" checks of the messages this app accepts, scheduled as background jobs. */
export function createUnreadChecks(
  jobs: Pick<JobRunner, 'schedule'>,
  delayMs: number = MESSAGE_NOTIFICATION_DELAY_MS,
): UnreadChecks {
  const checks: UnreadChecks = {
    delayMs,
    async schedule(recipientId, conversationId) {
      const payload: PendingCheck = { recipientId, conversationId };
      await jobs.schedule({
        kind: UNREAD_CHECK_JOB,
        payload,
        delayMs: checks.delayMs,
        dedupeKey: `${UNREAD_CHECK_JOB}:${checkKey(recipientId, conversationId)}`,
      });
    },
  };
  return checks;
}

/** Runs the checks that came due together. */
export function unreadCheckJob(deps: Deps): JobHandler {
  return {
    run: (payloads) =>
      notifyStillUnread(
        deps,
        payloads.map((payload) => PendingCheck.parse(payload)),
      ),
  };
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
        // a message staff hid never reaches its recipient, not even as a preview in the bell
        isPubliclyVisible(messages),
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
