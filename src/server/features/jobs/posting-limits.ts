import { JOB_POSTING_LIMITS } from '#contract/jobs-rules.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';

const HOUR = 60 * 60_000;

/**
 * Counts one new posting of the company account; 429 `errors.tooManyJobPostings` past
 * JOB_POSTING_LIMITS an hour or a day. Each posting can e-mail every matching job alert, so this is
 * what keeps one account from mailing thousands in seconds. Counters are shared by every process.
 */
export async function takeJobPosting(deps: Pick<AppDeps, 'throttle'>, userId: string): Promise<void> {
  const allowed = await deps.throttle.takeAll([
    { key: `job-post|hour|${userId}`, max: JOB_POSTING_LIMITS.perHour, windowMs: HOUR },
    { key: `job-post|day|${userId}`, max: JOB_POSTING_LIMITS.perDay, windowMs: 24 * HOUR },
  ]);
  if (!allowed) throw new AppError('RATE_LIMITED', 'errors.tooManyJobPostings');
}
