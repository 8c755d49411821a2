import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { JOB_ALERT_INSTANT_PER_HOUR } from '#contract/job-alerts.ts';
import { rowsOf } from '#server/db/rows.ts';
import { jobAlertDeliveries } from '#server/db/schema/job-alerts.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { notifyAll } from '#server/lib/notify.ts';
import { publicJobSql } from '#server/lib/visibility.ts';
import { AlertRow, alertColumns, alertJoins, instantMail, JobRow } from './job-alert-mail.ts';

// `job-alert.send` {alertId, jobId} (docs/decisions/028-job-alerts.md): claims its delivery
// (sent_at), e-mails and notifies. A failed e-mail gives the claim back and the job is retried.
// Past JOB_ALERT_INSTANT_PER_HOUR e-mails of its alert this hour, the delivery is left waiting for
// the daily digest (job-alert-digest.ts) instead.

type Deps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'publicUrl' | 'linkSecret' | 'throttle'>;

export const JOB_ALERT_SEND_JOB = 'job-alert.send';

const SendPayload = z.object({ alertId: z.string(), jobId: z.string() });

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
