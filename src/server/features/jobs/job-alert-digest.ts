import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobsUrlOf } from '#contract/job-alerts.ts';
import { nepalTime, nepalToday } from '#contract/format/dates.ts';
import { rowsOf } from '#server/db/rows.ts';
import { jobAlertDeliveries, jobAlertDigests } from '#server/db/schema/job-alerts.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import { errorText } from '#server/lib/logger.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { notifyAll } from '#server/lib/notify.ts';
import { publicJobSql } from '#server/lib/visibility.ts';
import { AlertRow, alertColumns, alertJoins, dailyMail, JobRow } from './job-alert-mail.ts';

// `job-alert.daily` (recurring, docs/decisions/028-job-alerts.md): from DAILY_HOUR in Nepal, once
// per user and Nepali day (`job_alert_digests`, claimed in the transaction that marks the
// deliveries it carries), one e-mail lists every waiting posting of the user's alerts (daily ones,
// and instant ones past their hourly cap), and each alert gets one bell line.

type Deps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl' | 'linkSecret'>;

export const JOB_ALERT_DAILY_JOB = 'job-alert.daily';

export const JOB_ALERT_DELIVERY = {
  /** Daily digests go out from this hour of the Nepali day (07:00). */
  dailyHour: 7,
  /** How often the daily job looks for users due a digest. */
  dailyEveryMs: 15 * 60_000,
} as const;

const WaitingRow = AlertRow.extend(JobRow.shape).extend({
  jobType: z.string().nullable(),
  level: z.string().nullable(),
  salary: z.string().nullable(),
  alertLocation: z.string().nullable(),
  posted: z.string().nullable(),
  verifiedOnly: z.boolean(),
});

/**
 * Sends the daily digests due at `now`: one per user with waiting deliveries (of daily alerts, or
 * of instant ones past their hourly cap) who had none this Nepali day. Answers how many e-mails went out.
 */
export async function sendDailyDigests(deps: Deps, now: Date = new Date()): Promise<number> {
  if (nepalTime(now)!.hour < JOB_ALERT_DELIVERY.dailyHour) return 0;
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

/** `job-alert.daily`: the daily digests, looked for every JOB_ALERT_DELIVERY.dailyEveryMs. */
export function jobAlertDailyJob(deps: Deps, everyMs: number = JOB_ALERT_DELIVERY.dailyEveryMs): JobHandler {
  return {
    everyMs,
    run: async () => {
      await sendDailyDigests(deps);
    },
  };
}
