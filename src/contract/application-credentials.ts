import { z } from 'zod';

// Credentials attached to a job application (decision 053): what the applicant sends, and what the
// company reads, each credential's status computed when it is read.

/** At most this many credentials on one application. */
export const APPLICATION_CREDENTIALS_MAX = 10;

/** The ids of the applicant's own credentials to attach; repeats count once. */
export const AttachedCredentialIds = z
  .array(z.uuid({ error: 'jobsApi.credentialNotYours' }))
  .max(APPLICATION_CREDENTIALS_MAX, { error: 'jobsApi.tooManyCredentials' })
  .transform((ids) => [...new Set(ids)]);

/** PUT /api/me/applications/{id}/credentials: the set of credentials the application now carries. */
export const ApplicationCredentialsInput = z.object({ credentialIds: AttachedCredentialIds });
export type ApplicationCredentialsInput = z.infer<typeof ApplicationCredentialsInput>;

/**
 * Where a credential stands now: `valid` (neither revoked, suspended nor past its last day),
 * `revoked`, `expired`, `replaced` (revoked because it was reissued with corrected details), or
 * `suspended` (until its issuer or staff lift it; decision 057).
 */
export const CREDENTIAL_STANDINGS = ['valid', 'revoked', 'expired', 'replaced', 'suspended'] as const;
export type CredentialStanding = (typeof CREDENTIAL_STANDINGS)[number];

/** A credential attached to an application, as the job's company sees it. */
export const AttachedCredential = z.object({
  id: z.string(),
  /** The achievement's name (the program, service or course completed). */
  achievement: z.string(),
  /** Its Nepali edition's name, signed into credentials since decision 057; null when none. */
  achievementNe: z.string().nullable(),
  issuerName: z.string(),
  issuedAt: z.string(),
  validUntil: z.string().nullable(),
  standing: z.enum(CREDENTIAL_STANDINGS),
  revokedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  /** Whether the issuer holds an approved verification now; false shows "issuer not verified". */
  issuerVerified: z.boolean(),
  /** The public page anyone can check it at (`/credentials/{id}`). */
  pagePath: z.string(),
});
export type AttachedCredential = z.infer<typeof AttachedCredential>;
