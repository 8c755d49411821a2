import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { reports } from '#server/db/schema/trust.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { notify } from '#server/lib/notify.ts';
import { findMoneyRequest, type MoneyRequestMatch } from './money-request-rules.ts';

// A posting that asks applicants for money is held for staff review when it is posted or edited:
// the job gets `held_at` and `held_reason`, and the platform files a report (no reporter) that
// staff release or act on from the reports queue. All of it in the poster's transaction.

interface PostingFields {
  jobTitle: string;
  companyName: string;
  location: string;
  contactEmail: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  skillsRequired: string[];
  salaryRange: string | null;
  clientName: string | null;
}

/**
 * Everything a reader sees of a posting (its page, its card, the alert e-mails that quote the
 * company and place), as one text for the money-request rules. The contact e-mail's dots and
 * pluses read as spaces, so "registration.fee.5000@…" is words too.
 */
export function postingText(job: PostingFields): string {
  return [
    job.jobTitle,
    job.companyName,
    job.clientName ?? '',
    job.location,
    job.contactEmail.replace(/[.+_@-]+/g, ' '),
    job.salaryRange ?? '',
    job.description,
    ...job.requirements,
    ...job.responsibilities,
    job.skillsRequired.join(', '),
  ].join('\n');
}

/**
 * Holds the job when its text asks applicants for money: sets held_at/held_reason, files the
 * platform's report (one open one per job) and tells the poster. A job already held stays held
 * with its first report; an honest edit does not release it (staff do). Returns the match.
 */
export async function holdIfMoneyRequest(
  deps: Pick<AppDeps, 'bus'> & { db: Db },
  job: PostingFields & { id: string; postedBy: string },
): Promise<MoneyRequestMatch | null> {
  const match = findMoneyRequest(postingText(job));
  if (!match) return null;
  const { db } = deps;
  const [held] = await db
    .update(jobPostings)
    .set({ heldAt: new Date(), heldReason: match.rule })
    .where(and(eq(jobPostings.id, job.id), isNull(jobPostings.heldAt)))
    .returning({ id: jobPostings.id });
  if (!held) return match;
  await db
    .insert(reports)
    .values({
      reporterId: null,
      itemKind: 'job',
      itemId: job.id,
      reason: 'money_request',
      details: match.words.join(', '),
    })
    .onConflictDoNothing();
  await notify(deps, {
    userId: job.postedBy,
    kind: 'trust',
    // the bell shows `reason` as it is: the poster's own words that held the job
    payload: { event: 'job_held', item: job.jobTitle, reason: match.words.join(', '), to: '/company-dashboard' },
  });
  return match;
}
