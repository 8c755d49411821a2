import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { JOB_ALERT_INSTANT_PER_HOUR, jobsUrlOf } from '#contract/job-alerts.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { LOCALE_FILES } from '#contract/locales/catalogs.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { backgroundJobs } from '#server/db/schema/jobs-queue.ts';
import { jobAlertDeliveries, jobAlertDigests } from '#server/db/schema/job-alerts.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import { errorText } from '#server/lib/logger.ts';
import type { AppDeps } from '#server/lib/http.ts';
import type { Mail } from '#server/lib/mailer/mailer.ts';
import { notifyAll } from '#server/lib/notify.ts';
import { publicJobSql } from '#server/lib/visibility.ts';
import { placeNeText } from '#server/lib/places/places.ts';
import { findMatchingAlerts } from './job-alerts-matching.ts';
import { nepalToday } from './jobs.service.ts';
import { unsubscribeUrl } from './job-alert-unsubscribe.ts';

// Delivering job alerts (docs/decisions/028-job-alerts.md), as three kinds of background job:
//
// - `job-alert.match` {jobId}: queued by a trigger when a posting becomes public. Finds the
//   matching alerts and, in ONE transaction, records a delivery per alert and posting (unique) and
//   queues a `job-alert.send` for each instant one. Run twice, the second run records nothing new
//   and so queues nothing.
// - `job-alert.send` {alertId, jobId}: claims its delivery (sent_at), e-mails and notifies. A
//   failed e-mail gives the claim back and the job is retried. Past JOB_ALERT_INSTANT_PER_HOUR
//   e-mails of its alert this hour, the delivery is left waiting for the daily digest instead.
// - `job-alert.daily` (recurring): from DAILY_HOUR in Nepal, once per user and Nepali day
//   (`job_alert_digests`, claimed in the transaction that marks the deliveries it carries), one
//   e-mail lists every waiting posting of the user's alerts (daily ones, and instant ones past their
//   hourly cap), and each alert gets one bell line.

type Deps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl' | 'linkSecret' | 'throttle'>;
type Language = 'en' | 'ne';

export const JOB_ALERT_MATCH_JOB = 'job-alert.match';
export const JOB_ALERT_SEND_JOB = 'job-alert.send';
export const JOB_ALERT_DAILY_JOB = 'job-alert.daily';

export const JOB_ALERT_DELIVERY = {
  /** Daily digests go out from this hour of the Nepali day (07:00). */
  dailyHour: 7,
  /** How often the daily job looks for users due a digest. */
  dailyEveryMs: 15 * 60_000,
  /** Rows written per statement when a posting matches many alerts. */
  insertChunk: 1000,
} as const;

const MatchPayload = z.object({ jobId: z.string() });
const SendPayload = z.object({ alertId: z.string(), jobId: z.string() });

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, (index + 1) * size));

/**
 * Matches one posting against the alerts: records the deliveries (one per alert and posting, ever)
 * and queues the instant e-mails in the same transaction. Answers how many deliveries were new.
 */
export async function matchJobToAlerts(db: Db, jobId: string, now: Date = new Date()): Promise<number> {
  const matches = await findMatchingAlerts(db, jobId, now);
  if (matches.length === 0) return 0;
  return db.transaction(async (tx) => {
    let recorded = 0;
    for (const part of chunks(matches, JOB_ALERT_DELIVERY.insertChunk)) {
      const fresh = await tx
        .insert(jobAlertDeliveries)
        .values(part.map((match) => ({ alertId: match.alertId, jobId, userId: match.userId })))
        .onConflictDoNothing()
        .returning({ alertId: jobAlertDeliveries.alertId });
      recorded += fresh.length;
      const freshIds = new Set(fresh.map((row) => row.alertId));
      const instant = part.filter((match) => match.frequency === 'instant' && freshIds.has(match.alertId));
      if (instant.length) {
        await tx
          .insert(backgroundJobs)
          .values(
            instant.map((match) => ({
              kind: JOB_ALERT_SEND_JOB,
              payload: { alertId: match.alertId, jobId },
              dedupeKey: `${JOB_ALERT_SEND_JOB}:${match.alertId}:${jobId}`,
            })),
          )
          .onConflictDoNothing();
      }
    }
    return recorded;
  });
}

// ---- the e-mails ----

const MAIL = { en: LOCALE_FILES.jobs.en.jobAlertMail, ne: LOCALE_FILES.jobs.ne.jobAlertMail };
const ALL_JOBS = { en: LOCALE_FILES.jobs.en.jobAlerts.allJobs, ne: LOCALE_FILES.jobs.ne.jobAlerts.allJobs };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Lines of text with their links made clickable in the HTML part. */
function mailBodies(lines: { text: string; url?: string }[]): { text: string; html: string } {
  return {
    text: lines.map((line) => line.text).join('\n\n'),
    html: lines
      .map(({ text, url }) => {
        const escaped = escapeHtml(text);
        return `<p>${url ? escaped.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`) : escaped}</p>`;
      })
      .join('\n'),
  };
}

const AlertRow = z.object({
  alertId: z.string(),
  userId: z.string(),
  q: z.string().nullable(),
  category: z.string().nullable(),
  language: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
});
type AlertRow = z.infer<typeof AlertRow>;

const JobRow = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  location: z.string(),
  districtId: z.string().nullable(),
  localLevelId: z.string().nullable(),
});
type JobRow = z.infer<typeof JobRow>;

/** A posting's line values in the mail's language: a Nepali mail names its place in Nepali. */
const jobLineValues = (job: JobRow, language: Language) => ({
  jobTitle: job.jobTitle,
  companyName: job.companyName,
  location: (language === 'ne' && placeNeText(job.location, job)) || job.location,
});

/** The alert's language, else the language of the user's other e-mails, else both. */
const languagesOf = (alert: Pick<AlertRow, 'language'>): Language[] =>
  alert.language === 'en' || alert.language === 'ne' ? [alert.language] : ['en', 'ne'];

const searchName = (alert: Pick<AlertRow, 'q' | 'category'>, language: Language) =>
  alert.q ?? alert.category ?? ALL_JOBS[language];

function joinLanguages(
  to: string,
  parts: { subject: string; text: string; html: string }[],
  headers: Record<string, string>,
): Mail {
  return {
    to,
    subject: parts.map((part) => part.subject).join(' / '),
    text: parts.map((part) => part.text).join('\n\n---\n\n'),
    html: parts.map((part) => part.html).join('\n<hr>\n'),
    headers,
  };
}

/** RFC 8058: the mail client's one-click button posts to this URL. */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The e-mail about one new posting for an instant alert. */
export function instantMail(deps: Pick<Deps, 'publicUrl' | 'linkSecret'>, alert: AlertRow, job: JobRow): Mail {
  const stopUrl = unsubscribeUrl(deps.publicUrl, deps.linkSecret, alert.alertId);
  const settingsUrl = `${deps.publicUrl}/settings/security`;
  const jobUrl = `${deps.publicUrl}/jobs/${job.jobId}`;
  const parts = languagesOf(alert).map((language) => {
    const text = MAIL[language];
    const body = mailBodies([
      { text: fill(text.greeting, { name: alert.name || alert.email }) },
      { text: fill(text.introInstant, { search: searchName(alert, language) }) },
      { text: `${fill(text.jobLine, jobLineValues(job, language))}\n${fill(text.open, { url: jobUrl })}`, url: jobUrl },
      { text: fill(text.manage, { url: settingsUrl }), url: settingsUrl },
      { text: fill(text.unsubscribe, { url: stopUrl }), url: stopUrl },
      { text: text.signature },
    ]);
    return { subject: fill(text.subjectInstant, { jobTitle: job.jobTitle }), ...body };
  });
  return joinLanguages(alert.email, parts, unsubscribeHeaders(stopUrl));
}

/** One daily e-mail: every waiting posting of each of the user's daily alerts. */
export function dailyMail(
  deps: Pick<Deps, 'publicUrl' | 'linkSecret'>,
  alerts: { alert: AlertRow; search: string; jobs: JobRow[] }[],
): Mail {
  const first = alerts[0];
  if (!first) throw new Error('a digest needs at least one alert');
  const settingsUrl = `${deps.publicUrl}/settings/security`;
  const total = alerts.reduce((sum, entry) => sum + entry.jobs.length, 0);
  // one alert: its own unsubscribe link in the header; several: each alert's link in the text,
  // and the header's stops the first (mail clients offer one button)
  const stops = alerts.map((entry) => unsubscribeUrl(deps.publicUrl, deps.linkSecret, entry.alert.alertId));
  const parts = languagesOf(first.alert).map((language) => {
    const text = MAIL[language];
    const body = mailBodies([
      { text: fill(text.greeting, { name: first.alert.name || first.alert.email }) },
      { text: text.introDaily },
      ...alerts.flatMap((entry, index) => {
        const seeAll = `${deps.publicUrl}${entry.search}`;
        const stop = stops[index] ?? '';
        return [
          { text: fill(text.alertHeading, { search: searchName(entry.alert, language) }) },
          ...entry.jobs.map((job) => {
            const url = `${deps.publicUrl}/jobs/${job.jobId}`;
            return { text: `${fill(text.jobLine, jobLineValues(job, language))}\n${fill(text.open, { url })}`, url };
          }),
          { text: fill(text.seeAll, { url: seeAll }), url: seeAll },
          { text: fill(text.unsubscribe, { url: stop }), url: stop },
        ];
      }),
      { text: fill(text.manage, { url: settingsUrl }), url: settingsUrl },
      { text: text.signature },
    ]);
    const subject = fill(total === 1 ? text.subjectDaily_one : text.subjectDaily, {
      count: formatNumber(total, language),
    });
    return { subject, ...body };
  });
  return joinLanguages(first.alert.email, parts, unsubscribeHeaders(stops[0] ?? ''));
}

// ---- instant ----

const alertColumns = sql`a.id::text as "alertId", a.user_id::text as "userId", a.q, a.category,
  coalesce(a.language, s.mail_language) as language, u.email,
  coalesce(nullif(btrim(p.full_name), ''), u.name) as name`;
const alertJoins = sql`join users u on u.id = a.user_id
  left join profiles p on p.id = a.user_id
  left join notification_settings s on s.user_id = a.user_id`;

/**
 * Sends the e-mail and bell line of one instant delivery, once; past the alert's hourly cap (one
 * counter for every process) the delivery waits for the daily digest, which carries it.
 */
async function sendInstant(deps: Deps, alertId: string, jobId: string): Promise<void> {
  const { db } = deps;
  const hourly = { max: JOB_ALERT_INSTANT_PER_HOUR, windowMs: 60 * 60_000 };
  if (!(await deps.throttle.take(`job-alert|instant|${alertId}`, hourly))) return;
  const ours = and(
    eq(jobAlertDeliveries.alertId, alertId),
    eq(jobAlertDeliveries.jobId, jobId),
    isNull(jobAlertDeliveries.sentAt),
    // a digest that already carried it told the user
    isNull(jobAlertDeliveries.digestedOn),
  );
  const [claimed] = await db.update(jobAlertDeliveries).set({ sentAt: new Date() }).where(ours).returning();
  if (!claimed) return;
  const [alert] = await rowsOf(
    db,
    AlertRow,
    sql`select ${alertColumns} from job_alerts a ${alertJoins} where a.id = ${alertId} and a.paused_at is null`,
  );
  const [job] = await rowsOf(
    db,
    JobRow,
    sql`select id::text as "jobId", job_title as "jobTitle", company_name as "companyName", location,
        district_id as "districtId", local_level_id as "localLevelId"
      from job_postings where id = ${jobId} and is_active and ${publicJobSql()}`,
  );
  // paused, or the posting closed, since it matched: nothing to tell
  if (!alert || !job) return;
  try {
    await deps.mailer.send(instantMail(deps, alert, job));
  } catch (error) {
    await db
      .update(jobAlertDeliveries)
      .set({ sentAt: null })
      .where(and(eq(jobAlertDeliveries.alertId, alertId), eq(jobAlertDeliveries.jobId, jobId)));
    throw error;
  }
  await notifyAll(deps, [
    { userId: alert.userId, kind: 'job_alert', payload: { jobId, jobTitle: job.jobTitle, alertId } },
  ]);
}

// ---- daily ----

const WaitingRow = AlertRow.extend(JobRow.shape).extend({
  jobType: z.string().nullable(),
  level: z.string().nullable(),
  salary: z.string().nullable(),
  alertLocation: z.string().nullable(),
  posted: z.string().nullable(),
  verifiedOnly: z.boolean(),
});

/** The hour of the day in Nepal (UTC+05:45). */
const nepalHour = (now: Date) => new Date(now.getTime() + (5 * 60 + 45) * 60_000).getUTCHours();

/**
 * Sends the daily digests due at `now`: one per user with waiting deliveries (of daily alerts, or
 * of instant ones past their hourly cap) who had none this Nepali day. Answers how many e-mails went out.
 */
export async function sendDailyDigests(deps: Deps, now: Date = new Date()): Promise<number> {
  if (nepalHour(now) < JOB_ALERT_DELIVERY.dailyHour) return 0;
  const { db } = deps;
  const day = nepalToday(now);
  const users = await db
    .selectDistinct({ userId: jobAlertDeliveries.userId })
    .from(jobAlertDeliveries)
    .where(
      and(
        isNull(jobAlertDeliveries.digestedOn),
        isNull(jobAlertDeliveries.sentAt),
        sql`not exists (select 1 from job_alert_digests d where d.user_id = ${jobAlertDeliveries.userId} and d.day = ${day}::date)`,
      ),
    );
  let sent = 0;
  for (const { userId } of users) {
    try {
      if (await sendDigest(deps, userId, day)) sent += 1;
    } catch (error) {
      deps.logger.error('could not send a job alert digest', { userId, error: errorText(error) });
    }
  }
  return sent;
}

async function sendDigest(deps: Deps, userId: string, day: string): Promise<boolean> {
  const { db } = deps;
  // the day's claim and the deliveries it carries, together: a second run finds the day taken
  const carried = await db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(jobAlertDigests)
      .values({ userId, day })
      .onConflictDoNothing()
      .returning({ userId: jobAlertDigests.userId });
    if (!claim) return [];
    return tx
      .update(jobAlertDeliveries)
      .set({ digestedOn: day })
      .where(
        and(
          eq(jobAlertDeliveries.userId, userId),
          isNull(jobAlertDeliveries.digestedOn),
          isNull(jobAlertDeliveries.sentAt),
        ),
      )
      .returning({ alertId: jobAlertDeliveries.alertId, jobId: jobAlertDeliveries.jobId });
  });
  if (carried.length === 0) return false;
  const rows = await rowsOf(
    db,
    WaitingRow,
    sql`select ${alertColumns}, j.id::text as "jobId", j.job_title as "jobTitle", j.company_name as "companyName",
        j.location, j.district_id as "districtId", j.local_level_id as "localLevelId", a.job_type::text as "jobType", a.experience_level::text as level,
        a.salary_band as salary, a.location as "alertLocation", a.posted, a.verified_only as "verifiedOnly"
      from job_alert_deliveries d
      join job_alerts a on a.id = d.alert_id
      join job_postings j on j.id = d.job_id
      ${alertJoins}
      where d.user_id = ${userId} and d.digested_on = ${day}::date
        and ${inArray(sql`d.alert_id`, [...new Set(carried.map((row) => row.alertId))])}
        -- daily alerts, and instant ones past their hourly cap
        and a.paused_at is null
        -- still listed: closed or removed since it matched, it is left out
        and j.is_active and ${publicJobSql('j')}
      order by a.created_at, j.posted_at desc`,
  );
  const byAlert = new Map<string, { alert: AlertRow; search: string; jobs: JobRow[] }>();
  for (const row of rows) {
    const entry = byAlert.get(row.alertId) ?? {
      alert: row,
      search: jobsUrlOf({
        ...(row.q ? { q: row.q } : {}),
        ...(row.category ? { category: row.category as never } : {}),
        ...(row.jobType ? { type: row.jobType as never } : {}),
        ...(row.level ? { level: row.level as never } : {}),
        ...(row.salary ? { salary: row.salary as never } : {}),
        ...(row.alertLocation ? { location: row.alertLocation } : {}),
        ...(row.posted ? { posted: row.posted as never } : {}),
        ...(row.verifiedOnly ? { verified: '1' as const } : {}),
      }),
      jobs: [],
    };
    entry.jobs.push(row);
    byAlert.set(row.alertId, entry);
  }
  const alerts = [...byAlert.values()];
  if (alerts.length === 0) return false;
  try {
    await deps.mailer.send(dailyMail(deps, alerts));
  } catch (error) {
    // nothing reached the user: give the day and the deliveries back for the next run
    await db.transaction(async (tx) => {
      await tx.delete(jobAlertDigests).where(and(eq(jobAlertDigests.userId, userId), eq(jobAlertDigests.day, day)));
      await tx
        .update(jobAlertDeliveries)
        .set({ digestedOn: null })
        .where(and(eq(jobAlertDeliveries.userId, userId), eq(jobAlertDeliveries.digestedOn, day)));
    });
    throw error;
  }
  await notifyAll(
    deps,
    alerts.map((entry) => ({
      userId,
      kind: 'job_alert_digest',
      payload: {
        alertId: entry.alert.alertId,
        search: entry.alert.q ?? entry.alert.category ?? '',
        to: entry.search,
        count: entry.jobs.length,
      },
    })),
  );
  return true;
}

// ---- the background job kinds ----

/** `job-alert.match`: the postings that became public, each matched once. */
export function jobAlertMatchJob(deps: Pick<Deps, 'db'>): JobHandler {
  return {
    run: async (payloads) => {
      for (const jobId of new Set(payloads.map((payload) => MatchPayload.parse(payload).jobId))) {
        await matchJobToAlerts(deps.db, jobId);
      }
    },
  };
}

/** `job-alert.send`: instant e-mails, each delivery once. */
export function jobAlertSendJob(deps: Deps): JobHandler {
  return {
    run: async (payloads) => {
      for (const payload of payloads) {
        const { alertId, jobId } = SendPayload.parse(payload);
        await sendInstant(deps, alertId, jobId);
      }
    },
  };
}

/** `job-alert.daily`: the daily digests, looked for every JOB_ALERT_DELIVERY.dailyEveryMs. */
export function jobAlertDailyJob(deps: Deps, everyMs: number = JOB_ALERT_DELIVERY.dailyEveryMs): JobHandler {
  return {
    everyMs,
    run: async () => {
      await sendDailyDigests(deps);
    },
  };
}
