import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatNumber } from '#contract/format/numbers.ts';
import { LOCALE_FILES } from '#contract/locales/catalogs.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { messageDigests } from '#server/db/schema/messaging.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import { errorText } from '#server/lib/logger.ts';
import type { AppDeps } from '#server/lib/http.ts';
import type { Mail } from '#server/lib/mailer/mailer.ts';
import { publicSql } from '#server/lib/visibility.ts';

// ---- e-mail digest of unread messages ----
//
// Rule: a message still unread 15 minutes after it arrived is e-mailed to its recipient, unless
// they turned these e-mails off. One e-mail per recipient and run lists every conversation that is
// due: who wrote, how many messages are unread there, and the latest. A conversation is e-mailed
// about at most once an hour, and only when a message arrived since the last e-mail: never twice
// about the same messages.
//
// A recurring background job runs this every minute, in one process of those sharing the
// database. Should two runs meet (a run repeated after a crash), they agree through
// `message_digests`: a run claims (recipient, conversation) with one atomic upsert that only
// succeeds when the last e-mail is an hour old and covered older messages; the claim, not the
// earlier look at what is due, decides who sends.

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'publicUrl'>;
type Language = 'en' | 'ne';

const MINUTE = 60_000;

export const MESSAGE_DIGEST = {
  /** How long a message stays unread before it is e-mailed. */
  unreadForMs: 15 * MINUTE,
  /** At most one e-mail per conversation in this time. */
  perConversationMs: 60 * MINUTE,
  /** How often the digest job runs. */
  everyMs: MINUTE,
  /**
   * Older unread messages are not e-mailed any more: the first run after an upgrade (or after the
   * e-mails were turned back on) does not dig up weeks-old messages.
   */
  lookbackMs: 24 * 60 * MINUTE,
  /** Conversations claimed per run; the rest wait for the next minute. */
  batch: 500,
  /** Characters of the latest message shown. */
  excerptLength: 140,
} as const;

/** One conversation with unread messages for one recipient, due for an e-mail. */
const DueRow = z.object({
  recipientId: z.string(),
  conversationId: z.string(),
  /** `count(*)::int`: a number on both drivers. */
  unreadCount: z.number(),
  latestContent: z.string(),
  /** Text, not a Date: exact to the microsecond, so the next e-mail starts right after it. */
  coveredUntil: z.string(),
  previousSentAt: z.string().nullable(),
  previousCoveredUntil: z.string().nullable(),
  email: z.string(),
  recipientName: z.string(),
  /** NULL once the other person deleted their account. */
  senderName: z.string().nullable(),
  mailLanguage: z.string().nullable(),
});
type DueRow = z.infer<typeof DueRow>;

const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`;

/** The conversations due for an e-mail at `now`, recipient by recipient. */
async function findDue(db: Db, now: Date): Promise<DueRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf(
    db,
    DueRow,
    sql`
    with unread as (
      select m.conversation_id, recipient.id as recipient_id, m.created_at, m.content
      from messages m
      join conversations c on c.id = m.conversation_id
      cross join lateral (values (c.user1_id), (c.user2_id)) as recipient(id)
      where m.read_at is null
        -- a message staff hid is neither counted nor quoted
        and ${publicSql('m')}
        and m.created_at > ${at} - ${interval(MESSAGE_DIGEST.lookbackMs)}
        and m.created_at <= ${at}
        and recipient.id is not null
        -- a deleted account's messages (sender NULL) are the remaining person's to read
        and m.sender_id is distinct from recipient.id
        and not exists (
          select 1 from notification_settings s where s.user_id = recipient.id and not s.email_messages
        )
    ),
    due as (
      select u.conversation_id, u.recipient_id,
        max(u.created_at)::text as covered_until,
        -- enough of the latest message for its excerpt
        (array_agg(left(u.content, 1000) order by u.created_at desc))[1] as latest_content,
        d.sent_at::text as previous_sent_at,
        d.covered_until::text as previous_covered_until
      from unread u
      left join message_digests d on d.user_id = u.recipient_id and d.conversation_id = u.conversation_id
      where (d.covered_until is null or u.created_at > d.covered_until)
        and (d.sent_at is null or d.sent_at <= ${at} - ${interval(MESSAGE_DIGEST.perConversationMs)})
      group by u.conversation_id, u.recipient_id, d.sent_at, d.covered_until
      having min(u.created_at) <= ${at} - ${interval(MESSAGE_DIGEST.unreadForMs)}
    )
    select
      due.recipient_id as "recipientId",
      due.conversation_id as "conversationId",
      -- all the unread messages, as the conversation shows them, also those told of before
      (
        select count(*)::int from messages m
        where m.conversation_id = due.conversation_id and m.read_at is null and ${publicSql('m')}
          and m.sender_id is distinct from due.recipient_id
      ) as "unreadCount",
      due.latest_content as "latestContent",
      due.covered_until as "coveredUntil",
      due.previous_sent_at as "previousSentAt",
      due.previous_covered_until as "previousCoveredUntil",
      recipient.email,
      coalesce(nullif(btrim(recipient_profile.full_name), ''), recipient.name) as "recipientName",
      coalesce(nullif(btrim(sender_profile.full_name), ''), sender.name) as "senderName",
      settings.mail_language as "mailLanguage"
    from due
    join users recipient on recipient.id = due.recipient_id
    left join profiles recipient_profile on recipient_profile.id = recipient.id
    left join notification_settings settings on settings.user_id = recipient.id
    join conversations c on c.id = due.conversation_id
    left join users sender
      on sender.id = case when c.user1_id = due.recipient_id then c.user2_id else c.user1_id end
    left join profiles sender_profile on sender_profile.id = sender.id
    order by due.recipient_id, due.conversation_id
    limit ${MESSAGE_DIGEST.batch}
  `,
  );
}

const keyOf = (row: { userId: string; conversationId: string }) => `${row.userId}:${row.conversationId}`;

/**
 * Claims the due conversations for this run and answers those it got. Another process (or run)
 * that claimed one first leaves it out: its row is then less than an hour old. Rows are claimed in
 * one order everywhere, so two processes never wait on each other's rows in a circle.
 */
async function claim(db: Db, due: DueRow[], now: Date): Promise<Set<string>> {
  if (due.length === 0) return new Set();
  const claimed = await db
    .insert(messageDigests)
    .values(
      due.map((row) => ({
        userId: row.recipientId,
        conversationId: row.conversationId,
        sentAt: now,
        coveredUntil: sql`${row.coveredUntil}::timestamptz`,
      })),
    )
    .onConflictDoUpdate({
      target: [messageDigests.userId, messageDigests.conversationId],
      set: { sentAt: sql`excluded.sent_at`, coveredUntil: sql`excluded.covered_until` },
      setWhere: sql`${messageDigests.sentAt} <= excluded.sent_at - ${interval(MESSAGE_DIGEST.perConversationMs)}
        and ${messageDigests.coveredUntil} < excluded.covered_until`,
    })
    .returning({ userId: messageDigests.userId, conversationId: messageDigests.conversationId });
  return new Set(claimed.map(keyOf));
}

/**
 * Gives back the claims of an e-mail that could not be sent, so the next run tries again: a send
 * fails mostly while the mail server is unreachable, and then nothing reached the recipient. Only
 * a claim still ours (same time) is given back.
 */
async function release(db: Db, rows: DueRow[], now: Date): Promise<void> {
  for (const row of rows) {
    const ours = and(
      eq(messageDigests.userId, row.recipientId),
      eq(messageDigests.conversationId, row.conversationId),
      eq(messageDigests.sentAt, now),
    );
    if (row.previousSentAt === null || row.previousCoveredUntil === null) {
      await db.delete(messageDigests).where(ours);
    } else {
      await db
        .update(messageDigests)
        .set({
          sentAt: sql`${row.previousSentAt}::timestamptz`,
          coveredUntil: sql`${row.previousCoveredUntil}::timestamptz`,
        })
        .where(ours);
    }
  }
}

const TEXTS = {
  en: { digest: LOCALE_FILES.messaging.en.messageDigest, deletedUser: LOCALE_FILES.messaging.en.messaging.deletedUser },
  ne: { digest: LOCALE_FILES.messaging.ne.messageDigest, deletedUser: LOCALE_FILES.messaging.ne.messaging.deletedUser },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The start of a message on one line, cut at a word where possible. */
export function excerptOf(content: string, length: number = MESSAGE_DIGEST.excerptLength): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > length / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * The e-mail to one recipient about their due conversations. In the language they last changed
 * their settings in; English then Nepali while we do not know which they read.
 */
function digestMail(rows: DueRow[], publicUrl: string): Mail {
  const first = rows[0];
  if (!first) throw new Error('a digest needs at least one conversation');
  const languages: Language[] =
    first.mailLanguage === 'en' || first.mailLanguage === 'ne' ? [first.mailLanguage] : ['en', 'ne'];
  const settingsUrl = `${publicUrl}/settings/security`;
  const parts = languages.map((language) => {
    const { digest, deletedUser } = TEXTS[language];
    const conversations = rows.map((row) => ({
      sender: row.senderName ?? deletedUser,
      unread: fill(row.unreadCount === 1 ? digest.unread_one : digest.unread, {
        count: formatNumber(row.unreadCount, language),
      }),
      excerpt: excerptOf(row.latestContent),
      url: `${publicUrl}/messages?conversation=${encodeURIComponent(row.conversationId)}`,
    }));
    const greeting = fill(digest.greeting, { name: first.recipientName || first.email });
    const stop = fill(digest.stop, { url: settingsUrl });
    const text = [
      greeting,
      digest.intro,
      ...conversations.map((item) =>
        [`${item.sender} — ${item.unread}`, `“${item.excerpt}”`, fill(digest.open, { url: item.url })].join('\n'),
      ),
      stop,
      digest.signature,
    ].join('\n\n');
    const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    const withLink = (line: string, url: string) => escapeHtml(line).replace(escapeHtml(url), link(url));
    const html = [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(digest.intro)}</p>`,
      ...conversations.map(
        (item) =>
          `<p><strong>${escapeHtml(item.sender)}</strong> — ${escapeHtml(item.unread)}<br>` +
          `“${escapeHtml(item.excerpt)}”<br>${withLink(fill(digest.open, { url: item.url }), item.url)}</p>`,
      ),
      `<p>${withLink(stop, settingsUrl)}</p>`,
      `<p>${escapeHtml(digest.signature)}</p>`,
    ].join('\n');
    return { subject: digest.subject, text, html };
  });
  return {
    to: first.email,
    subject: parts.map((part) => part.subject).join(' / '),
    text: parts.map((part) => part.text).join('\n\n---\n\n'),
    html: parts.map((part) => part.html).join('\n<hr>\n'),
  };
}

/**
 * One run of the digest: finds what is due at `now`, claims it, and e-mails each recipient once.
 * A failed e-mail is logged and its claims given back; the others still go. Answers how many
 * e-mails were sent.
 */
export async function sendMessageDigests(deps: Deps, now: Date = new Date()): Promise<number> {
  const due = await findDue(deps.db, now);
  const claimed = await claim(deps.db, due, now);
  const byRecipient = new Map<string, DueRow[]>();
  for (const row of due) {
    if (!claimed.has(keyOf({ userId: row.recipientId, conversationId: row.conversationId }))) continue;
    byRecipient.set(row.recipientId, [...(byRecipient.get(row.recipientId) ?? []), row]);
  }
  let sent = 0;
  for (const rows of byRecipient.values()) {
    try {
      await deps.mailer.send(digestMail(rows, deps.publicUrl));
      sent += 1;
    } catch (error) {
      deps.logger.error('could not send an unread-messages e-mail', {
        userId: rows[0]?.recipientId,
        error: errorText(error),
      });
      await release(deps.db, rows, now).catch((releaseError: unknown) =>
        deps.logger.warn('could not give back an unread-messages claim', { error: errorText(releaseError) }),
      );
    }
  }
  return sent;
}

/** The background job kind of the digest: one job, scheduled every minute, for all processes. */
export const MESSAGE_DIGEST_JOB = 'message.digest';

/**
 * The digest as recurring background work: whichever process claims the minute's job sends it.
 * A run repeated after a crash sends nothing twice: `message_digests` claims decide.
 */
export function messageDigestJob(deps: Deps, everyMs: number = MESSAGE_DIGEST.everyMs): JobHandler {
  return {
    everyMs,
    run: async () => {
      await sendMessageDigests(deps);
    },
  };
}
