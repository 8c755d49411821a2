import type { Language, TranslateFunction } from '#web/lib/i18n.ts';

/** An applicant's name, or "Deleted user" once they deleted their account (the server sends no name then). */
export function applicantName(t: TranslateFunction, applicant: { fullName: string | null }): string {
  return applicant.fullName ?? t('companyDashboard.applicants.deletedUser');
}

/** The Nepali title and description when Nepali is chosen and they exist, else the English ones. */
export function localisedJob(
  job: { jobTitle: string; jobTitleNe?: string | null; description: string; descriptionNe?: string | null },
  language: Language,
): { title: string; description: string } {
  const nepali = language === 'ne';
  return {
    title: (nepali && job.jobTitleNe?.trim()) || job.jobTitle,
    description: (nepali && job.descriptionNe?.trim()) || job.description,
  };
}

/** The shareable page of a job. */
export function jobPath(id: string): string {
  return `/jobs/${encodeURIComponent(id)}`;
}

/** The sign-in page, coming back to `location` afterwards (`next`, as RequireSession does). */
export function signInPathBackTo(location: { pathname: string; search: string }): string {
  return `/auth?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

const HELD_REASON_KEYS = {
  visa_processing: 'jobsApi.held.visa_processing',
  registration_fee: 'jobsApi.held.registration_fee',
  deposit: 'jobsApi.held.deposit',
  security_amount: 'jobsApi.held.security_amount',
  nepali_fee: 'jobsApi.held.nepali_fee',
  romanised_nepali: 'jobsApi.held.romanised_nepali',
} as const;

/** Why a posting of mine is held (the money-request rule the server names), in the reader's language. */
export function heldReasonText(t: TranslateFunction, rule: string | null): string {
  const key = rule && rule in HELD_REASON_KEYS ? HELD_REASON_KEYS[rule as keyof typeof HELD_REASON_KEYS] : null;
  return t(key ?? 'jobsApi.held.other');
}
