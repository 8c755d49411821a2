import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { APPLICATION_STATUSES } from './lists.ts';
import { JOB_LIMITS, RESUME_FILE_TYPES } from './jobs-rules.ts';
import { hasVisibleText, multiLineText, singleLineText } from './text.ts';
import { withLatinDigits } from './typed-digits.ts';
import { AttachedCredential, AttachedCredentialIds } from './application-credentials.ts';

// Applying to a job and the application pipeline (issue "Jobs and hiring"): the resume upload, the
// apply form, the job seeker's applications and the company's view of its applicants. Messages
// are locale keys (locales/jobs/*.json, groups `jobForm` and `jobsApi`).

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
