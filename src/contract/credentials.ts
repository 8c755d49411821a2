import { z } from 'zod';
import { singleLineText } from './text.ts';

// Verifiable credentials (Open Badges 3.0): what an issuer awards, the forms that award them and the
// answers about them (docs/decisions/048).

/** What a credential attests; program completion is the first. */
export const CREDENTIAL_KINDS = ['program_completion'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const CREDENTIAL_LIMITS = {
  gradeMax: 40,
  remarkMax: 300,
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
});
export type CompleteStudentInput = z.infer<typeof CompleteStudentInput>;

/** A credential as its learner and its issuer see it in lists. */
export const CredentialSummary = z.object({
  id: z.string(),
  name: z.string(),
  issuerName: z.string(),
  learnerName: z.string(),
  issuedAt: z.string(),
  /** The public page anyone can check it at. */
  pageUrl: z.string(),
  /** The signed credential (JSON-LD). */
  jsonUrl: z.string(),
});
export type CredentialSummary = z.infer<typeof CredentialSummary>;
