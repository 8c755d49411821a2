import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { MESSAGING_LIMITS } from '#contract/messaging-rules.ts';
import { userOf } from '#server/auth/session.ts';
import { users } from '#server/db/schema/auth.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppEnv } from '#server/lib/http.ts';

// Messages reach people by e-mail (the unread-message digests), so who may reach whom and how fast
// is limited before the service runs: a new account could otherwise mail every listed professional
// within seconds. The counters are the app's throttle, shared by every process on one database.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Starting a conversation: the account's e-mail is verified (403 `errors.verifyEmailToMessage`)
 * and it has started fewer than MESSAGING_LIMITS' conversations this hour and day (429). Use
 * after `requireUser`. Replying in a conversation someone else started needs neither.
 */
export const limitNewConversations = createMiddleware<AppEnv>(async (c, next) => {
  const { id } = userOf(c);
  const { db, throttle } = c.var.deps;
  const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, id));
  if (!row?.verified) throw new AppError('FORBIDDEN', 'errors.verifyEmailToMessage');
  const allowed = await throttle.takeAll([
    { key: `conversation|hour|${id}`, max: MESSAGING_LIMITS.conversationsPerHour, windowMs: HOUR },
    { key: `conversation|day|${id}`, max: MESSAGING_LIMITS.conversationsPerDay, windowMs: DAY },
  ]);
  if (!allowed) throw new AppError('RATE_LIMITED', 'errors.tooManyConversations');
  await next();
});

/**
 * Sending a message: fewer than the configured messages this minute and hour (429); by default
 * MESSAGING_LIMITS' (MESSAGES_PER_MINUTE, MESSAGES_PER_HOUR).
 */
export const limitMessages = createMiddleware<AppEnv>(async (c, next) => {
  const { id } = userOf(c);
  const { throttle, messageLimits } = c.var.deps;
  const allowed = await throttle.takeAll([
    { key: `message|minute|${id}`, max: messageLimits.perMinute, windowMs: MINUTE },
    { key: `message|hour|${id}`, max: messageLimits.perHour, windowMs: HOUR },
  ]);
  if (!allowed) throw new AppError('RATE_LIMITED', 'errors.tooManyMessages');
  await next();
});
