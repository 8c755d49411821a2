import { APPLICATION_STATUSES, JOB_CATEGORIES, JOB_LIST_CHIPS, type ApplicationStatus } from './lists.ts';
import { hasVisibleText } from './text-rules.ts';

// The jobs rules without zod, so /jobs, the job page and the dashboards can use them on first load
// without the schemas in jobs.ts.

export const JOBS_PAGE_SIZE = 12;
/**
 * /api/jobs counts matches exactly up to here; beyond it the total is this and `totalIsCapped` is
 * true. A search among many postings may also answer a lower bound below it ("N+", docs/decisions/029).
 */
export const JOBS_TOTAL_CAP = 100;
/** Longest search text the API takes. */
export const JOBS_QUERY_MAX = 100;

export type JobListChip = (typeof JOB_LIST_CHIPS)[number];

/**
 * Categories the post form offers: spec §9's list with "Agriculture" added, because without it no
 * company could post a job that shows under the job list's "Modern Agriculture" chip.
 */
export const JOB_FORM_CATEGORIES = [...JOB_CATEGORIES.filter((c) => c !== 'Other'), 'Agriculture', 'Other'] as const;

/**
 * Every category a posting may carry: the form's, plus the chip names themselves (the demo postings
 * and older postings use those). A posting being edited keeps its category even if the form does
 * not offer it.
 */
export const JOB_POSTING_CATEGORIES = [...JOB_FORM_CATEGORIES, ...JOB_LIST_CHIPS] as const;
export type JobPostingCategory = (typeof JOB_POSTING_CATEGORIES)[number];

/**
 * The list chips (spec §2 Jobs) and the posting categories each one shows, matched exactly
 * (spec §5). The post form's categories (spec §9) are a different, broader list: a chip shows
 * postings filed under its own name and under the form category that contains it.
 */
export const JOB_CHIP_CATEGORIES: Record<JobListChip, readonly JobPostingCategory[]> = {
  'Construction & Trades': ['Construction & Trades', 'Construction'],
  'Hospitality & Tourism': ['Hospitality & Tourism', 'Hospitality'],
  'Web Development': ['Web Development', 'Technology'],
  'Digital Marketing': ['Digital Marketing', 'Marketing'],
  'Modern Agriculture': ['Modern Agriculture', 'Agriculture'],
};

export function isJobListChip(value: unknown): value is JobListChip {
  return typeof value === 'string' && (JOB_LIST_CHIPS as readonly string[]).includes(value);
}

// ---- the post form's list fields (spec §5) ----

/** Requirements and responsibilities: one per line, each trimmed, blank lines dropped. */
export function parseLines(text: string): string[] {
  return cleanList(text.split(/\r?\n/));
}

/** Skills: comma separated, each trimmed, blanks dropped. */
export function parseCommaList(text: string): string[] {
  return cleanList(text.split(','));
}

/** Each entry trimmed, blanks (and entries of only zero-width characters) dropped (a list sent as an array). */
export function cleanList(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter(hasVisibleText);
}

/** The text a list field shows when a posting is edited. */
export const linesText = (items: readonly string[]) => items.join('\n');
export const commaText = (items: readonly string[]) => items.join(', ');

export const JOB_LIMITS = {
  titleMax: 200,
  companyMax: 200,
  locationMax: 200,
  descriptionMax: 5000,
  listItemMax: 500,
  listItemsMax: 30,
  skillMax: 60,
  skillsMax: 30,
  salaryMax: 100,
  coverLetterMax: 5000,
  phoneMax: 30,
} as const;

/**
 * New postings per company account (429 `errors.tooManyJobPostings` past them): each posting can
 * e-mail every matching job alert, so a company posts at most this many an hour and a day.
 */
export const JOB_POSTING_LIMITS = { perHour: 20, perDay: 100 } as const;

// ---- salary ----

export interface SalaryRange {
  min: number;
  /** Null for a single figure ("NPR 40,000"). */
  max: number | null;
}

/**
 * The amounts of a salary text ("NPR 35,000 - 50,000", "Rs. 1,20,000", "25000–30000"): the first
 * two numbers, in rupees. Null when it holds none ("Negotiable"), so the UI shows the text as it is.
 */
export function parseSalaryRange(text: string | null | undefined): SalaryRange | null {
  if (!text) return null;
  const numbers = (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [])
    .map((part) => Number(part.replace(/,/g, '')))
    .filter((value) => Number.isFinite(value) && value > 0);
  const [first, second] = numbers;
  if (first === undefined) return null;
  if (second === undefined) return { min: first, max: null };
  return { min: Math.min(first, second), max: Math.max(first, second) };
}

// ---- the job list's filters ----

/**
 * Salary bands of the job list, in NPR a month. A posting is in every band its range touches
 * (35,000–50,000 is in 20k–40k and in 40k–60k); `negotiable` holds postings whose salary text
 * names no monthly amount ("Negotiable", piece rates, none given). The server keeps each posting's
 * monthly range in salary_min/salary_max (migration 0009, `sipalu_salary_monthly`).
 */
export const SALARY_BANDS = ['under-20k', '20k-40k', '40k-60k', '60k-100k', '100k-plus', 'negotiable'] as const;
export type SalaryBand = (typeof SALARY_BANDS)[number];

/** Each band with an amount: from `min` (inclusive) to `max` (exclusive; null: no upper bound). */
export const SALARY_BAND_BOUNDS: Record<Exclude<SalaryBand, 'negotiable'>, { min: number; max: number | null }> = {
  'under-20k': { min: 0, max: 20_000 },
  '20k-40k': { min: 20_000, max: 40_000 },
  '40k-60k': { min: 40_000, max: 60_000 },
  '60k-100k': { min: 60_000, max: 100_000 },
  '100k-plus': { min: 100_000, max: null },
};

/** "Posted within": the last day, week or month. */
export const POSTED_WITHIN = ['24h', '7d', '30d'] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number];
export const POSTED_WITHIN_HOURS: Record<PostedWithin, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };

/** Longest location text the job list filters by. */
export const JOBS_LOCATION_MAX = 100;

// ---- application pipeline (decisions.md §6) ----

/**
 * pending → reviewed → shortlisted → interview → hired; rejected ends it from any open stage, and so
 * does withdrawn, which only the applicant's account deletion sets (never a company).
 */
export const APPLICATION_PIPELINE = ['pending', 'reviewed', 'shortlisted', 'interview', 'hired'] as const;
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];
/** The statuses a company's pipeline uses: every status but withdrawn. */
export const PIPELINE_STATUSES: readonly ApplicationStatus[] = [...APPLICATION_PIPELINE, 'rejected'];

export function isFinalStatus(status: ApplicationStatus): boolean {
  return FINAL_APPLICATION_STATUSES.includes(status);
}

/**
 * The statuses a company may move an application to from `status`: any later stage of the
 * pipeline (a strong applicant can be shortlisted straight away), or rejected while it is open.
 * hired, rejected and withdrawn are final.
 */
export function nextStatuses(status: ApplicationStatus): ApplicationStatus[] {
  if (isFinalStatus(status)) return [];
  const stage = APPLICATION_PIPELINE.indexOf(status as (typeof APPLICATION_PIPELINE)[number]);
  return [...APPLICATION_PIPELINE.slice(stage + 1), 'rejected'];
}

export function canMoveTo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return nextStatuses(from).includes(to);
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Success Rate (decisions.md §3): hired ÷ decided (hired + rejected), a whole percent; null when none decided. */
export function successRateOf(hired: number, rejected: number): number | null {
  const decided = hired + rejected;
  return decided === 0 ? null : Math.round((hired / decided) * 100);
}

// ---- resumes ----

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_FILE_TYPES = ['pdf', 'docx'] as const;
export type ResumeFileType = (typeof RESUME_FILE_TYPES)[number];
/** For `<input type="file" accept>`; the server decides by content, never by this. */
export const RESUME_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What the browser can tell before uploading (name and size), so a wrong file is refused before
 * any bytes are sent (decisions.md §15). Null when it looks fine; the server still checks content.
 */
export function resumeFileProblem(file: { name: string; size: number }): 'tooLarge' | 'wrongType' | null {
  if (!/\.(pdf|docx)$/i.test(file.name)) return 'wrongType';
  if (file.size > RESUME_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Where the authorized resume download lives (applicant and posting company only). */
export const resumePath = (applicationId: string) => `/api/applications/${applicationId}/resume`;
