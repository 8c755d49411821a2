import { z } from 'zod';
import { JobsQuery } from './jobs.ts';

// Job alerts: a signed-in user saves a /jobs search (its text and filters) and is told of new
// postings that match it, at once or in one daily e-mail, by e-mail and in the bell. Managed in
// Account Settings; every e-mail can stop its alert without signing in (docs/decisions/028).
// Messages are locale keys in locales/jobs (group `jobAlerts`).

/** How many alerts one account may keep; one more answers 409 jobAlerts.errors.tooMany. */
export const JOB_ALERTS_MAX = 20;

/**
 * Instant e-mails one alert sends in an hour; the postings past them wait for the next daily
 * digest (07:00 Nepal time), so a flood of postings is one e-mail, not one each.
 */
export const JOB_ALERT_INSTANT_PER_HOUR = 3;

export const JOB_ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** The search an alert keeps: exactly the /jobs query without its page, so both read it the same. */
export const JobAlertSearch = JobsQuery.omit({ page: true });
export type JobAlertSearch = z.output<typeof JobAlertSearch>;

/** POST /api/me/job-alerts and PUT /api/me/job-alerts/:id (the dialog on /jobs and the settings). */
export const JobAlertInput = z.object({
  search: JobAlertSearch,
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: `frequency must be one of: ${JOB_ALERT_FREQUENCIES.join(', ')}` }),
  /** Paused alerts send nothing until resumed; a new alert is active. */
  paused: z.boolean().default(false),
  /** The page's language: the alert's e-mails are written in it. */
  language: z.enum(['en', 'ne'], { error: 'validation.invalidRequest' }).optional(),
});
export type JobAlertInput = z.output<typeof JobAlertInput>;
export type JobAlertFormInput = z.input<typeof JobAlertInput>;

/** An alert as the settings list shows it; its search as saved (the text normalised). */
export const JobAlert = z.object({
  id: z.string(),
  search: JobAlertSearch.extend({ location: z.string().optional() }),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  paused: z.boolean(),
  createdAt: z.string(),
});
export type JobAlert = z.infer<typeof JobAlert>;

/** GET /api/me/job-alerts: newest first, at most JOB_ALERTS_MAX. */
export const JobAlertList = z.object({ items: z.array(JobAlert), max: z.number().int() });
export type JobAlertList = z.infer<typeof JobAlertList>;

/** The /jobs URL of a search (also where a daily notification leads). */
export function jobsUrlOf(search: z.input<typeof JobAlertSearch>): string {
  const params = new URLSearchParams();
  const keys = [
    'q',
    'category',
    'type',
    'level',
    'salary',
    'location',
    'posted',
    'province',
    'district',
    'verified',
  ] as const;
  for (const key of keys) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `/jobs?${text}` : '/jobs';
}
