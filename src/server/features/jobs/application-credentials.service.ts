import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AttachedCredential, CredentialStanding } from '#contract/application-credentials.ts';
import { AchievementEdition, nepaliEditionOf } from '#contract/credential-editions.ts';
import type { ApplicationStatus } from '#contract/lists.ts';
import type { Db } from '#server/db/client.ts';
import { applicationCredentials } from '#server/db/schema/application-credentials.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { jobApplications, jobPostings } from '#server/db/schema/jobs.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertPubliclyVisible } from '#server/lib/visibility.ts';
import { isUuid } from '#contract/ids.ts';

// Credentials attached to job applications (decision 053). Only the applicant's own credentials can
// be attached; the company reads each one's standing when it looks, so a revocation shows at once.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Statuses in which the applicant may still change what the application carries. */
const OPEN_STATUSES: readonly ApplicationStatus[] = ['pending', 'reviewed', 'shortlisted', 'interview'];

/**
 * Attaches `credentialIds` to an application being written in `tx`. Every id must name a credential
 * of the applicant's own that stands (not revoked); otherwise the whole write is refused with 400,
 * so nothing of the application is saved. `kept` are ids already attached: they may have been
 * revoked since, and stay (the company then sees "Revoked").
 */
export async function attachCredentials(
  tx: Tx | Db,
  applicationId: string,
  applicantId: string,
  credentialIds: readonly string[],
  kept: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (credentialIds.length === 0) return;
  const owned = await tx
    .select({ id: credentials.id, revokedAt: credentials.revokedAt, suspendedAt: credentials.suspendedAt })
    .from(credentials)
    .where(and(inArray(credentials.id, [...credentialIds]), eq(credentials.learnerId, applicantId)));
  // someone else's credential, or none: one answer, so ids of others' credentials cannot be probed
  if (owned.length !== credentialIds.length) throw new AppError('VALIDATION_ERROR', 'jobsApi.credentialNotYours');
  if (owned.some((row) => row.revokedAt && !kept.has(row.id))) {
    throw new AppError('VALIDATION_ERROR', 'jobsApi.credentialRevoked');
  }
  // suspended: under review, so not newly attached (one attached before stays, shown as suspended)
  if (owned.some((row) => row.suspendedAt && !kept.has(row.id))) {
    throw new AppError('VALIDATION_ERROR', 'jobsApi.credentialSuspended');
  }
  await tx
    .insert(applicationCredentials)
    .values(credentialIds.map((credentialId) => ({ applicationId, credentialId })))
    .onConflictDoNothing();
}

/** Where a credential stands at `now`. */
export function standingOf(
  row: { revokedAt: Date | null; replacedById: string | null; validUntil: Date | null; suspendedAt: Date | null },
  now: Date,
): CredentialStanding {
  if (row.replacedById) return 'replaced';
  if (row.revokedAt) return 'revoked';
  if (row.suspendedAt) return 'suspended';
  if (row.validUntil && row.validUntil <= now) return 'expired';
  return 'valid';
}

/**
 * The parts of the signed credential the applicant view names: the achievement, and its Nepali
 * edition (OB 3.0 `related` with `inLanguage: "ne"`, decision 057) for Nepali pages.
 */
const Named = z.object({
  issuer: z.object({ name: z.string() }),
  credentialSubject: z.object({
    achievement: z.object({
      name: z.string(),
      related: z.array(AchievementEdition).optional(),
    }),
  }),
});

/** The credentials attached to an application, oldest attached first, each with its standing now. */
export async function attachedCredentialsOf(
  db: Db,
  applicationId: string,
  now = new Date(),
): Promise<AttachedCredential[]> {
  const rows = await db
    .select({
      credential: {
        id: credentials.id,
        document: credentials.document,
        issuedAt: credentials.issuedAt,
        validUntil: credentials.validUntil,
        revokedAt: credentials.revokedAt,
        replacedById: credentials.replacedById,
        suspendedAt: credentials.suspendedAt,
      },
      // the badge the credential's own page shows: the issuer's approved verification, now
      issuerVerified: profiles.isVerified,
    })
    .from(applicationCredentials)
    .innerJoin(credentials, eq(credentials.id, applicationCredentials.credentialId))
    .leftJoin(profiles, eq(profiles.id, credentials.issuerId))
    .where(eq(applicationCredentials.applicationId, applicationId))
    .orderBy(asc(applicationCredentials.createdAt), credentials.issuedAt);
  return rows.map(({ credential, issuerVerified }) => {
    const named = Named.parse(credential.document);
    const { achievement } = named.credentialSubject;
    const nepali = nepaliEditionOf(achievement);
    return {
      id: credential.id,
      achievement: achievement.name,
      achievementNe: nepali?.name ?? null,
      issuerName: named.issuer.name,
      issuedAt: credential.issuedAt.toISOString(),
      validUntil: credential.validUntil?.toISOString() ?? null,
      standing: standingOf(credential, now),
      revokedAt: credential.revokedAt?.toISOString() ?? null,
      suspendedAt: credential.suspendedAt?.toISOString() ?? null,
      issuerVerified: issuerVerified ?? false,
      pagePath: `/credentials/${credential.id}`,
    };
  });
}

/** The applicant's own application, locked for the change; anyone else's does not exist (404). */
async function ownOpenApplication(tx: Tx, applicantId: string, applicationId: string) {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', 'jobsApi.applicationNotFound');
  const [row] = await tx
    .select({ status: jobApplications.status, hiddenAt: jobPostings.hiddenAt })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.userId, applicantId)))
    .for('update', { of: jobApplications });
  if (!row) throw new AppError('NOT_FOUND', 'jobsApi.applicationNotFound');
  // a job staff hid takes nothing more from its applicants
  assertPubliclyVisible(row);
  if (!OPEN_STATUSES.includes(row.status)) throw new AppError('CONFLICT', 'jobsApi.applicationClosed');
}

/** The credentials on my own application (anyone else's: 404). */
export async function listMyApplicationCredentials(db: Db, applicantId: string, applicationId: string) {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', 'jobsApi.applicationNotFound');
  const [own] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.userId, applicantId)));
  if (!own) throw new AppError('NOT_FOUND', 'jobsApi.applicationNotFound');
  return attachedCredentialsOf(db, applicationId);
}

/**
 * Sets the credentials an open application of mine carries (adding and removing), under a lock on
 * the application so two edits at once apply one after the other. A refused id changes nothing.
 */
export async function setApplicationCredentials(
  db: Db,
  applicantId: string,
  applicationId: string,
  credentialIds: readonly string[],
): Promise<AttachedCredential[]> {
  await db.transaction(async (tx) => {
    await ownOpenApplication(tx, applicantId, applicationId);
    const current = await tx
      .select({ id: applicationCredentials.credentialId })
      .from(applicationCredentials)
      .where(eq(applicationCredentials.applicationId, applicationId));
    const kept = new Set(current.map((row) => row.id).filter((id) => credentialIds.includes(id)));
    await tx
      .delete(applicationCredentials)
      .where(
        credentialIds.length > 0
          ? and(
              eq(applicationCredentials.applicationId, applicationId),
              notInArray(applicationCredentials.credentialId, [...credentialIds]),
            )
          : eq(applicationCredentials.applicationId, applicationId),
      );
    await attachCredentials(tx, applicationId, applicantId, credentialIds, kept);
  });
  return attachedCredentialsOf(db, applicationId);
}
