import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { IssuedCredentialCounts, ServiceClient } from '#contract/credentials.ts';
import { assertRole } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { engagements, services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isPubliclyVisible } from '#server/lib/visibility.ts';
import { summaryColumns, toSummary } from './credential-reads.service.ts';
import { assertIssuer } from './issuer-guard.ts';

// The issuer's side of credentials on the dashboards (issue 34, Build 8; decision 055): the
// figures, and the professional's clients who may receive one.

/**
 * How many credentials the issuer issued, how many stand (not revoked, suspended or expired), were
 * revoked, or expired. Reissued ones count as revoked: reissuing revokes the old one. A suspended one
 * counts as issued only, until its suspension is lifted (decision 057).
 */
export async function countIssuedCredentials(db: Db, issuerId: string): Promise<IssuedCredentialCounts> {
  await assertIssuer(db, issuerId);
  const now = new Date();
  const standing = and(
    isNull(credentials.revokedAt),
    isNull(credentials.suspendedAt),
    or(isNull(credentials.validUntil), gt(credentials.validUntil, now)),
  );
  const expired = and(isNull(credentials.revokedAt), lte(credentials.validUntil, now));
  const [row] = await db
    .select({
      issued: count(),
      valid: count(sql`case when ${standing} then 1 end`),
      revoked: count(sql`case when ${isNotNull(credentials.revokedAt)} then 1 end`),
      expired: count(sql`case when ${expired} then 1 end`),
    })
    .from(credentials)
    .where(eq(credentials.issuerId, issuerId));
  return { issued: row?.issued ?? 0, valid: row?.valid ?? 0, revoked: row?.revoked ?? 0, expired: row?.expired ?? 0 };
}

/**
 * The professional's clients with work marked done on one of their services still on show, newest
 * first, each with the standing credential already issued for it (if any): whom they may confirm.
 */
export async function listServiceClients(db: Db, publicUrl: string, professionalId: string): Promise<ServiceClient[]> {
  await assertRole(db, professionalId, 'professional', () => new AppError('FORBIDDEN', 'errors.forbidden'));
  const rows = await db
    .select({
      serviceId: services.id,
      serviceTitle: services.title,
      clientId: engagements.clientId,
      fullName: profiles.fullName,
      accountName: users.name,
      doneAt: engagements.updatedAt,
      credentialId: credentials.id,
      credential: summaryColumns,
    })
    .from(engagements)
    .innerJoin(services, eq(services.id, engagements.serviceId))
    .innerJoin(users, eq(users.id, engagements.clientId))
    .leftJoin(profiles, eq(profiles.id, engagements.clientId))
    .leftJoin(
      credentials,
      and(
        eq(credentials.kind, 'service_completion'),
        eq(credentials.serviceId, engagements.serviceId),
        eq(credentials.learnerId, engagements.clientId),
        isNull(credentials.revokedAt),
      ),
    )
    .where(
      and(
        eq(engagements.professionalId, professionalId),
        eq(services.professionalId, professionalId),
        eq(engagements.stage, 'done'),
        isPubliclyVisible(services),
      ),
    )
    .orderBy(desc(engagements.updatedAt), engagements.id)
    .limit(200);
  return rows.map((row) => ({
    serviceId: row.serviceId,
    serviceTitle: row.serviceTitle,
    clientId: row.clientId,
    clientName: row.fullName || row.accountName,
    doneAt: row.doneAt.toISOString(),
    credential: row.credentialId ? toSummary(publicUrl, row.credential as Parameters<typeof toSummary>[1]) : null,
  }));
}
