import { eq, sql } from 'drizzle-orm';
import type { JobAlertSearch } from '#contract/job-alerts.ts';
import type { Db } from '#server/db/client.ts';
import { jobAlerts } from '#server/db/schema/job-alerts.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import { matchKeyOf } from './job-alerts-matching.ts';

// Alerts saved before their words were folded and read through the dictionaries (decision 045)
// were keyed by a word as typed (काठमाडौँ, पोखरामा), which no posting offers any more. The
// migration that changed the rule queues this job once; it gives every alert whose text is not
// plain ASCII its key under today's rule. Running it again changes nothing.

export const JOB_ALERT_REKEY_JOB = 'job-alert.rekey';

/** Re-keys the alerts with non-ASCII text; answers how many keys changed. */
export async function rekeyJobAlerts(db: Db): Promise<number> {
  const alerts = await db
    .select({
      id: jobAlerts.id,
      q: jobAlerts.q,
      matchKey: jobAlerts.matchKey,
      category: jobAlerts.category,
      type: jobAlerts.jobType,
      level: jobAlerts.experienceLevel,
      salary: jobAlerts.salaryBand,
      verifiedOnly: jobAlerts.verifiedOnly,
    })
    .from(jobAlerts)
    .where(sql`${jobAlerts.q} ~ '[^[:ascii:]]'`);
  let changed = 0;
  for (const alert of alerts) {
    const search = {
      q: alert.q ?? undefined,
      category: alert.category ?? undefined,
      type: alert.type ?? undefined,
      level: alert.level ?? undefined,
      salary: alert.salary ?? undefined,
      verified: alert.verifiedOnly ? '1' : undefined,
    } as JobAlertSearch;
    const matchKey = matchKeyOf(search);
    if (matchKey === alert.matchKey) continue;
    await db.update(jobAlerts).set({ matchKey }).where(eq(jobAlerts.id, alert.id));
    changed++;
  }
  return changed;
}

/** `job-alert.rekey`: queued by a migration that changes how alerts are keyed. */
export function jobAlertRekeyJob(deps: { db: Db }): JobHandler {
  return {
    run: async () => {
      await rekeyJobAlerts(deps.db);
    },
  };
}
