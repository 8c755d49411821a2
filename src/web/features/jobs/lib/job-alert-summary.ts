import type { JobAlertSearch } from '#contract/job-alerts.ts';
import type { TranslateFunction } from '#web/lib/i18n.ts';
import { optionLabel } from '#web/lib/option-label.ts';

/** A saved search as people read it: "“react” · Web Development · Full-time"; needs the `lists` texts. */
export function jobAlertSummary(t: TranslateFunction, search: Partial<JobAlertSearch>): string {
  const parts = [
    search.q ? `“${search.q}”` : null,
    search.category ? optionLabel(t, 'jobCategories', search.category) : null,
    search.type ? optionLabel(t, 'jobTypes', search.type) : null,
    search.level ? optionLabel(t, 'experienceLevels', search.level) : null,
    search.salary ? optionLabel(t, 'salaryBands', search.salary) : null,
    search.location ? search.location : null,
    search.posted ? optionLabel(t, 'postedWithin', search.posted) : null,
    search.verified ? t('jobs.verifiedOnly') : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : t('jobAlerts.allJobs');
}
