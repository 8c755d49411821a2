import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { backgroundJobs } from '#server/db/schema/jobs-queue.ts';
import { jobAlertDeliveries } from '#server/db/schema/job-alerts.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import { findMatchingAlerts } from './job-alerts-matching.ts';
import { JOB_ALERT_SEND_JOB } from './job-alert-send.ts';

// `job-alert.match` {jobId} (docs/decisions/028-job-alerts.md): queued by a trigger when a posting
// becomes public. Finds the matching alerts and, in ONE transaction, records a delivery per alert
// and posting (unique) and queues a `job-alert.send` for each instant one. Run twice, the second
// run records nothing new and so queues nothing.

export const JOB_ALERT_MATCH_JOB = 'job-alert.match';

/** Rows written per statement when a posting matches many alerts. */
const INSERT_CHUNK = 1000;

const MatchPayload = z.object({ jobId: z.string() });

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
    for (const part of chunks(matches, INSERT_CHUNK)) {
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

/** `job-alert.match`: the postings that became public, each matched once. */
export function jobAlertMatchJob(deps: { db: Db }): JobHandler {
  return {
    run: async (payloads) => {
      for (const jobId of new Set(payloads.map((payload) => MatchPayload.parse(payload).jobId))) {
        await matchJobToAlerts(deps.db, jobId);
      }
    },
  };
}
