import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { APPLICATION_STATUSES, EXPERIENCE_LEVELS, JOB_LIST_CHIPS, JOB_TYPES } from './lists.ts';
import {
  cleanList,
  JOB_LIMITS,
  JOB_POSTING_CATEGORIES,
  JOBS_LOCATION_MAX,
  JOBS_QUERY_MAX,
  POSTED_WITHIN,
  SALARY_BANDS,
  parseCommaList,
  parseLines,
  RESUME_FILE_TYPES,
} from './jobs-rules.ts';
import { hasVisibleText, multiLineText, singleLineText } from './text.ts';
import { PlaceIds, PlaceNe, placeFields, placeFilters } from './locations/place-fields.ts';
import { oneOf } from './list-filter.ts';
import { facetCounts } from './facets.ts';
import { withLatinDigits } from './typed-digits.ts';
import { AttachedCredential, AttachedCredentialIds } from './application-credentials.ts';

// Jobs and hiring (issue "Jobs and hiring"): the job board, job pages, applying with a resume, the
// company dashboard and the application pipeline. Messages are locale keys (locales/jobs/*.json,
// groups `jobForm` and `jobsApi`). Pure rules the pages need at first load are in jobs-rules.ts.

export { cleanList, parseCommaList, parseLines } from './jobs-rules.ts';

// ---- the job board ----

/**
 * GET /api/jobs query (also the /jobs URL: ?q=&category=&type=&level=&salary=&location=&posted=&province=&district=&verified=&page=).
 * `category` is a list chip (none = All); every filter given narrows the list, and they combine
 * with each other and with the search.
 */
export const JobsQuery = z.object({
  q: singleLineText().trim().max(JOBS_QUERY_MAX, { error: 'validation.tooLong' }).optional(),
  category: z.enum(JOB_LIST_CHIPS).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** "Verified employers only": 1 lists only jobs whose company account is verified. */
  verified: z.literal('1').optional(),
  /** Job type, one of JOB_TYPES ("Full-time"). */
  type: oneOf('type', JOB_TYPES),
  /** Experience level, one of EXPERIENCE_LEVELS ("Entry Level"). */
  level: oneOf('level', EXPERIENCE_LEVELS),
  /** A monthly NPR band of SALARY_BANDS; `negotiable`: postings that name no monthly amount. */
  salary: oneOf('salary', SALARY_BANDS),
  /** Part of the location, any case ("pokhara"); blank is no filter. */
  location: singleLineText()
    .trim()
    .max(JOBS_LOCATION_MAX, { error: 'validation.tooLong' })
    .optional()
    .transform((value) => value || undefined),
  /** Posted within the last 24 hours, 7 days or 30 days. */
  posted: oneOf('posted', POSTED_WITHIN),
  ...placeFilters,
});
export type JobsQuery = z.infer<typeof JobsQuery>;

/** GET /api/jobs/facets query: the list's own (JobsQuery), without its page. */
export const JobFacetsQuery = JobsQuery.omit({ page: true });
export type JobFacetsQuery = z.infer<typeof JobFacetsQuery>;

/**
 * For each option of the job list's filters, how many jobs the list would show with it chosen
 * instead of its filter's current choice, keeping the search and the other filters.
 */
export const JobFacets = z.object({
  type: facetCounts(JOB_TYPES),
  level: facetCounts(EXPERIENCE_LEVELS),
  salary: facetCounts(SALARY_BANDS),
  posted: facetCounts(POSTED_WITHIN),
});
export type JobFacets = z.infer<typeof JobFacets>;

const salary = z.object({ min: z.number(), max: z.number().nullable() });

/** A job card on /jobs (spec §2 Jobs). Dates are ISO strings; the deadline is a date (YYYY-MM-DD). */
export const JobCard = z.object({
  id: z.string(),
  jobTitle: z.string(),
  jobTitleNe: z.string().nullable(),
  /** The posting account's company name (its profile), kept on the posting for search. */
  companyName: z.string(),
  /** The company profile's logo; null when it has none. */
  companyLogoUrl: z.string().nullable(),
  /** The company account is verified (badge); otherwise the card says "Unverified employer". */
  companyVerified: z.boolean(),
  /** An agency's client ("Client via Agency"); null for a company posting for itself. */
  clientName: z.string().nullable(),
  jobType: z.enum(JOB_TYPES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  location: z.string(),
  /** The location in Nepali, from its place ids (decision 032); null when it names no place. */
  locationNe: PlaceNe.nullable(),
  category: z.string(),
  /** As the company wrote it ("NPR 35,000 - 50,000", "Negotiable"). */
  salaryRange: z.string().nullable(),
  /** The amounts in `salaryRange`, for NPR formatting with lakh grouping; null when it has none. */
  salary: salary.nullable(),
  description: z.string(),
  descriptionNe: z.string().nullable(),
  /** All of them; the card shows the first LIMITS.jobCardSkills. */
  skillsRequired: z.array(z.string()),
  postedAt: z.string(),
  applicationDeadline: z.string().nullable(),
});
export type JobCard = z.infer<typeof JobCard>;

export const JobsPage = z.object({
  items: z.array(JobCard),
  /** At most JOBS_TOTAL_CAP. */
  total: z.number().int(),
  /**
   * True when `total` is a lower bound: more than JOBS_TOTAL_CAP jobs match, or a search among many
   * postings stopped counting at the pages it read (the web shows "100+", "37+").
   */
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobsPage = z.infer<typeof JobsPage>;

/** My application to a job, as the job dialog and page show it ("Already applied"). */
export const OwnApplication = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
});
export type OwnApplication = z.infer<typeof OwnApplication>;

/** GET /api/jobs/:id — the "View & Apply" dialog and the /jobs/:id page. */
export const JobDetail = JobCard.extend({
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  contactEmail: z.string(),
  isActive: z.boolean(),
  /** Active and the deadline not past: applications are taken. */
  isOpen: z.boolean(),
  /** Signed in and applied: my application; otherwise null. */
  myApplication: OwnApplication.nullable(),
  /** Signed in as the company that posted it. */
  isMine: z.boolean(),
  /** Signed in and in my saved jobs. */
  isSaved: z.boolean(),
});
export type JobDetail = z.infer<typeof JobDetail>;

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

// ---- applying (spec §5 Apply form) ----

/** POST /api/resumes (raw PDF or DOCX bytes) answers this; its id goes into the application. */
export const UploadedResume = z.object({
  resumeId: z.string(),
  fileType: z.enum(RESUME_FILE_TYPES),
  size: z.number().int(),
});
export type UploadedResume = z.infer<typeof UploadedResume>;

/** The apply form: full name, e-mail and cover letter required, phone optional, resume optional. */
export const ApplyInput = z.object({
  fullName: singleLineText({ error: 'jobForm.validation.fullNameRequired' })
    .trim()
    .min(LIMITS.fullNameMin, { error: 'jobForm.validation.fullNameRequired' })
    .refine(hasVisibleText, { error: 'jobForm.validation.fullNameRequired' })
    .max(LIMITS.fullNameMax, { error: 'validation.fullNameTooLong' }),
  email: z
    .string({ error: 'jobForm.validation.emailRequired' })
    .trim()
    .min(1, { error: 'jobForm.validation.emailRequired' })
    .max(LIMITS.emailMax, { error: 'validation.emailTooLong' })
    .pipe(z.email({ error: 'validation.emailInvalid' })),
  phone: withLatinDigits(
    z
      .string()
      .trim()
      .max(JOB_LIMITS.phoneMax, { error: 'validation.tooLong' })
      .regex(/^$|^\+?[0-9][0-9 ()-]{5,}$/, { error: 'jobForm.validation.phoneInvalid' })
      .nullable()
      .optional(),
  ).transform((value) => value || null),
  coverLetter: multiLineText({ error: 'jobForm.validation.coverLetterRequired' })
    .trim()
    .refine(hasVisibleText, { error: 'jobForm.validation.coverLetterRequired' })
    .max(JOB_LIMITS.coverLetterMax, { error: 'validation.tooLong' }),
  /** From POST /api/resumes; null or absent: no resume. */
  resumeId: z
    .string()
    .max(200)
    .nullable()
    .optional()
    .transform((value) => value || null),
  /** The applicant's own credentials to attach (decision 053). */
  credentialIds: AttachedCredentialIds.default([]),
});
export type ApplyInput = z.output<typeof ApplyInput>;
export type ApplyFormInput = z.input<typeof ApplyInput>;

// ---- applications ----

export const ApplicationStatusValue = z.enum(APPLICATION_STATUSES);

/** An entry of "My Applications" on the job seeker's /dashboard (GET /api/me/applications). */
export const MyApplication = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  jobTitleNe: z.string().nullable(),
  companyName: z.string(),
  status: ApplicationStatusValue,
  appliedAt: z.string(),
  /** When the status last changed (the application time while pending). */
  updatedAt: z.string(),
  /** The resume I sent, through the authorized route; null when none. */
  resumeUrl: z.string().nullable(),
});
export type MyApplication = z.infer<typeof MyApplication>;

/**
 * An applicant as the company's lists show them (Recent Applicants, a job's applicants). When the
 * applicant deleted their account, `fullName` and `email` are null ("Deleted user"), and so are
 * the phone and the resume.
 */
export const CompanyApplication = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: ApplicationStatusValue,
  appliedAt: z.string(),
  updatedAt: z.string(),
  /** The authorized download (opens in a new tab); null when no resume was sent. */
  resumeUrl: z.string().nullable(),
});
export type CompanyApplication = z.infer<typeof CompanyApplication>;

/** One recorded status of an application; the first is 'pending' at the time of applying. */
export const ApplicationEvent = z.object({
  status: ApplicationStatusValue,
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEvent>;

/** GET /api/company/applications/:id — the full application ("View"). */
export const ApplicationDetail = CompanyApplication.extend({
  /** null when the applicant deleted their account. */
  coverLetter: z.string().nullable(),
  /** Oldest first. */
  history: z.array(ApplicationEvent),
  /** The statuses it may move to now (decisions.md §6). */
  nextStatuses: z.array(ApplicationStatusValue),
  /** The credentials the applicant attached, each with its status now (decision 053). */
  credentials: z.array(AttachedCredential),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetail>;

/** PUT /api/company/applications/:id/status */
export const ApplicationStatusInput = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: 'jobsApi.statusInvalid' }),
});
export type ApplicationStatusInput = z.infer<typeof ApplicationStatusInput>;

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
