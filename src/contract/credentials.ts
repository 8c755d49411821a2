import { z } from 'zod';
import { BULK_COMPLETE_MAX } from './credential-limits.ts';
import { singleLineText } from './text.ts';

// Verifiable credentials (Open Badges 3.0): what an issuer awards, the forms that award them and the
// answers about them (docs/decisions/048).

/**
 * What a credential attests: an institution's program completed (decision 048), or a professional's
 * training service completed by their client (decision 055).
 */
export const CREDENTIAL_KINDS = ['program_completion', 'service_completion', 'course_completion'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const CREDENTIAL_LIMITS = {
  gradeMax: 40,
  remarkMax: 300,
  reasonMin: 3,
  reasonMax: 300,
} as const;

/** POST /api/programs/{id}/students/{userId}/complete: an optional grade and remark. */
export const CompleteStudentInput = z.object({
  grade: singleLineText()
    .trim()
    .max(CREDENTIAL_LIMITS.gradeMax, { error: 'credentials.errors.gradeTooLong' })
    .optional(),
  remark: singleLineText()
    .trim()
    .max(CREDENTIAL_LIMITS.remarkMax, { error: 'credentials.errors.remarkTooLong' })
    .optional(),
  /** The last day it is valid, in Nepal (YYYY-MM-DD); none: it does not expire. */
  validUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'credentials.errors.validUntilInvalid' })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: 'credentials.errors.validUntilInvalid',
    })
    .or(z.literal('').transform(() => undefined))
    .optional(),
});
export type CompleteStudentInput = z.infer<typeof CompleteStudentInput>;

/** POST /api/programs/{id}/students/complete: many learners at once, with one optional grade and remark. */
export const BulkCompleteInput = CompleteStudentInput.extend({
  learnerIds: z
    .array(z.uuid({ error: 'credentials.bulk.invalidLearner' }), { error: 'credentials.bulk.noneChosen' })
    .min(1, { error: 'credentials.bulk.noneChosen' })
    .max(BULK_COMPLETE_MAX, { error: 'credentials.bulk.tooMany' }),
});
export type BulkCompleteInput = z.infer<typeof BulkCompleteInput>;

/** Why a learner named in a bulk completion got no new credential. */
export const BULK_SKIP_REASONS = ['alreadyIssued', 'notEnrolled', 'self'] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

/** What a bulk completion did: how many credentials it issued, and whom it skipped and why. */
export const BulkCompleteResult = z.object({
  issued: z.number().int(),
  skipped: z.array(
    z.object({
      userId: z.string(),
      /** Their name as the program knows them; null for an id the program does not know. */
      name: z.string().nullable(),
      reason: z.enum(BULK_SKIP_REASONS),
    }),
  ),
});
export type BulkCompleteResult = z.infer<typeof BulkCompleteResult>;

/** A credential as its learner and its issuer see it in lists. */
export const CredentialSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The title of the Nepali edition signed into it (decision 057), shown on Nepali pages; null when none. */
  nameNe: z.string().nullable(),
  issuerName: z.string(),
  learnerName: z.string(),
  issuedAt: z.string(),
  /** The public page anyone can check it at. */
  pageUrl: z.string(),
  /** The signed credential (JSON-LD). */
  jsonUrl: z.string(),
  /** When it stops being valid, if ever. */
  validUntil: z.string().nullable(),
  /** When and why its issuer (or staff) revoked it; null while it stands. */
  revokedAt: z.string().nullable(),
  revocationReason: z.string().nullable(),
  /** When and why its issuer (or staff) suspended it (decision 057); null while it is not suspended. */
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /**
   * The last suspension lifted (decision 060): when, the lifter's reason, and what it had been
   * suspended for; null when none was, and again once it is suspended anew.
   */
  suspensionLift: z
    .object({ liftedAt: z.string(), reason: z.string(), suspensionReason: z.string().nullable() })
    .nullable(),
  /** The page of the credential reissued in its place, when there is one. */
  replacedByUrl: z.string().nullable(),
  /** Its learner hid it from their public profile and from search engines; its link still works. */
  hidden: z.boolean(),
});
export type CredentialSummary = z.infer<typeof CredentialSummary>;

/** PUT /api/credentials/{id}/visibility: the learner hides it from their profile, or shows it again. */
export const CredentialVisibilityInput = z.object({ hidden: z.boolean() });
export type CredentialVisibilityInput = z.infer<typeof CredentialVisibilityInput>;

/** A credential on its learner's public profile: standing (not revoked, not expired) and not hidden. */
export const ProfileCredential = z.object({
  id: z.string(),
  name: z.string(),
  issuerName: z.string(),
  issuerVerified: z.boolean(),
  /** What it attests. */
  kind: z.enum(CREDENTIAL_KINDS),
  /** Who issued it: the verified badge names an institution or a professional (decision 058). */
  issuerKind: z.enum(['institution', 'professional']),
  issuedAt: z.string(),
  pageUrl: z.string(),
});
export type ProfileCredential = z.infer<typeof ProfileCredential>;

/** POST /api/credentials/{id}/revoke: why, shown on the credential's page. */
export const RevokeCredentialInput = z.object({
  reason: singleLineText()
    .trim()
    .min(CREDENTIAL_LIMITS.reasonMin, { error: 'credentials.errors.reasonRequired' })
    .max(CREDENTIAL_LIMITS.reasonMax, { error: 'credentials.errors.reasonTooLong' }),
});
export type RevokeCredentialInput = z.infer<typeof RevokeCredentialInput>;

/**
 * POST /api/credentials/{id}/suspend and /unsuspend (decisions 057, 060): why. Both reasons are
 * kept on the credential and shown on its page; staff's are also in the audit log.
 */
export const SuspendCredentialInput = z.object({
  // a missing reason is told as an empty one is
  reason: singleLineText({ error: 'credentials.errors.suspendReasonRequired' })
    .trim()
    .min(CREDENTIAL_LIMITS.reasonMin, { error: 'credentials.errors.suspendReasonRequired' })
    .max(CREDENTIAL_LIMITS.reasonMax, { error: 'credentials.errors.reasonTooLong' }),
});
export type SuspendCredentialInput = z.infer<typeof SuspendCredentialInput>;

/**
 * A client of one of my services who may receive a credential for it (decision 055): the work with
 * them is marked done. `credential` is the standing one already issued, if any.
 */
export const ServiceClient = z.object({
  serviceId: z.string(),
  serviceTitle: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  /** When the work was marked done. */
  doneAt: z.string(),
  credential: CredentialSummary.nullable(),
});
export type ServiceClient = z.infer<typeof ServiceClient>;

/**
 * GET /api/me/course-learners (decision 058): a learner who finished every module of a catalogue
 * course the caller provides. `credential` is the standing one already issued, if any.
 */
export const CourseLearner = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  /** The course's Nepali title, shown on Nepali pages (the credential carries the English one). */
  courseTitleNe: z.string().nullable(),
  learnerId: z.string(),
  learnerName: z.string(),
  /** When the learner finished the last module. */
  finishedAt: z.string(),
  moduleCount: z.number().int(),
  credential: CredentialSummary.nullable(),
});
export type CourseLearner = z.infer<typeof CourseLearner>;

/** The issuer's figures for the dashboard card: every credential issued, and how many stand or were revoked. */
export const IssuedCredentialCounts = z.object({
  issued: z.number().int(),
  valid: z.number().int(),
  revoked: z.number().int(),
  expired: z.number().int(),
});
export type IssuedCredentialCounts = z.infer<typeof IssuedCredentialCounts>;
