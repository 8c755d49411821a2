import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from './lists.ts';
import { cleanList, JOB_LIMITS, JOB_POSTING_CATEGORIES, parseCommaList, parseLines } from './jobs-rules.ts';
import { hasVisibleText, multiLineText, singleLineText } from './text.ts';
import { PlaceIds, placeFields } from './locations/place-fields.ts';
import { withLatinDigits } from './typed-digits.ts';
import { JobCard } from './jobs.ts';

// A company's side of jobs (issue "Jobs and hiring"): the job post form and the company dashboard.
// Messages are locale keys (locales/jobs/*.json, groups `jobForm` and `jobsApi`).

// ---- the job post form (spec §5 Job post form) ----

const requiredText = (max: number, key: string, lines = singleLineText) =>
  lines({ error: key }).trim().refine(hasVisibleText, { error: key }).max(max, { error: 'validation.tooLong' });

/**
 * A list field: the form's text (split by `parse`) or, from an API client, an array (each entry
 * trimmed, blanks dropped). At least one entry; entries of a list typed one per line may hold tabs.
 */
const listField = (
  parse: (text: string) => string[],
  key: string,
  itemMax: number,
  itemsMax: number,
  lines = singleLineText,
) =>
  z
    .union([z.string(), z.array(z.string())], { error: key })
    .transform((value) => (typeof value === 'string' ? parse(value) : cleanList(value)))
    .pipe(
      z
        .array(lines().max(itemMax, { error: 'validation.tooLong' }))
        .min(1, { error: key })
        .max(itemsMax, { error: 'validation.tooMany' }),
    );

const email = z
  .string({ error: 'jobForm.validation.contactEmailRequired' })
  .trim()
  .min(1, { error: 'jobForm.validation.contactEmailRequired' })
  .max(LIMITS.emailMax, { error: 'validation.emailTooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** '' (an empty input) and null both mean "none". */
const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullable()
    .optional()
    .transform((value) => value || null);

const optionalDate = z
  .union([z.literal(''), z.null(), z.iso.date({ error: 'jobForm.validation.invalidDate' })])
  .optional()
  .transform((value) => value || null);

/**
 * The company's job post form, create and edit (spec §5): title, type, location,
 * description, requirements (one per line), responsibilities (one per line), skills (comma
 * separated), experience level, category and contact e-mail required; salary range and deadline
 * optional. The company is the posting account's profile (the server sets it; a `companyName` an old
 * client still sends is dropped). `clientName` is for agencies only (others: 400).
 * The form sends its strings; the parsed output (lists as arrays) is what the API takes.
 */
export const JobPostInput = z
  .object({
    jobTitle: requiredText(JOB_LIMITS.titleMax, 'jobForm.validation.titleRequired'),
    jobType: z.enum(JOB_TYPES, { error: 'jobForm.validation.jobTypeRequired' }),
    clientName: optionalText(JOB_LIMITS.companyMax),
    /** The ward, street or area; with no district picked it is the whole location and required. */
    location: optionalText(JOB_LIMITS.locationMax),
    ...placeFields,
    description: requiredText(JOB_LIMITS.descriptionMax, 'jobForm.validation.descriptionRequired', multiLineText),
    requirements: listField(
      parseLines,
      'jobForm.validation.requirementsRequired',
      JOB_LIMITS.listItemMax,
      JOB_LIMITS.listItemsMax,
      multiLineText,
    ),
    responsibilities: listField(
      parseLines,
      'jobForm.validation.responsibilitiesRequired',
      JOB_LIMITS.listItemMax,
      JOB_LIMITS.listItemsMax,
      multiLineText,
    ),
    skillsRequired: listField(
      parseCommaList,
      'jobForm.validation.skillsRequired',
      JOB_LIMITS.skillMax,
      JOB_LIMITS.skillsMax,
    ),
    experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: 'jobForm.validation.experienceLevelRequired' }),
    category: z.enum(JOB_POSTING_CATEGORIES, { error: 'jobForm.validation.categoryRequired' }),
    contactEmail: email,
    // its amounts are read for the salary filter and written in the reader's digits
    salaryRange: withLatinDigits(optionalText(JOB_LIMITS.salaryMax)),
    /** YYYY-MM-DD; a new deadline may not be in the past (checked by the server, Nepal's date). */
    applicationDeadline: optionalDate,
  })
  .refine((input) => input.districtId !== null || input.location !== null, {
    path: ['location'],
    error: 'jobForm.validation.locationRequired',
  });
export type JobPostInput = z.output<typeof JobPostInput>;
/** What the form holds (strings for the list fields). */
export type JobPostFormInput = z.input<typeof JobPostInput>;

// ---- the company dashboard ----

/** Stat cards: Active Jobs, Total Applicants (with pending), Success Rate (hired ÷ decided, % or null → "—"). */
export const CompanyStats = z.object({
  activeJobs: z.number().int(),
  totalApplicants: z.number().int(),
  pendingApplicants: z.number().int(),
  /** Whole percent; null when no application is hired or rejected yet. */
  successRate: z.number().int().nullable(),
});
export type CompanyStats = z.infer<typeof CompanyStats>;

/** GET /api/company/employer: how my postings name me (the post form shows it read-only). */
export const CompanyEmployer = z.object({
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  companyVerified: z.boolean(),
  /** A recruitment agency (set by staff during verification): the form offers a client name. */
  isAgency: z.boolean(),
});
export type CompanyEmployer = z.infer<typeof CompanyEmployer>;

/** A posting of mine on the company dashboard (GET /api/company/jobs). */
export const CompanyJob = JobCard.extend({
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  contactEmail: z.string(),
  isActive: z.boolean(),
  isOpen: z.boolean(),
  applicantCount: z.number().int(),
  pendingCount: z.number().int(),
  updatedAt: z.string(),
  /** Held for staff review (it asked applicants for money): not public until staff release it. */
  heldAt: z.string().nullable(),
  /** The money-request rule that held it (MONEY_REQUEST_RULES; text `jobsApi.held.<rule>`). */
  heldReason: z.string().nullable(),
  ...PlaceIds.shape,
  /** The location as the company typed it, without the place names the server added (edit form). */
  locationDetail: z.string(),
});
export type CompanyJob = z.infer<typeof CompanyJob>;
