import { and, desc, eq } from 'drizzle-orm';
import type { VerifiableRole } from '#contract/trust-lists.ts';
import type { VerificationBadge } from '#contract/verification.ts';
import type { Db } from '#server/db/client.ts';
import { verificationRequests } from '#server/db/schema/trust.ts';

// The badge every page that shows a profile reads (professional pages, company and institution
// pages): what the latest approved, unrevoked verification of the role says, and when.

/** The badge of a user in a role, or null while they have no approved verification in it. */
export async function verificationBadgeOf(
  db: Db,
  userId: string,
  role: VerifiableRole,
): Promise<VerificationBadge | null> {
  const [row] = await db
    .select({
      framework: verificationRequests.certificateFramework,
      level: verificationRequests.certificateLevel,
      occupation: verificationRequests.certificateOccupation,
      ctevt: verificationRequests.ctevtAffiliationNumber,
      isAgency: verificationRequests.isAgency,
      decidedAt: verificationRequests.decidedAt,
    })
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.userId, userId),
        eq(verificationRequests.role, role),
        eq(verificationRequests.status, 'approved'),
      ),
    )
    .orderBy(desc(verificationRequests.decidedAt))
    .limit(1);
  if (!row?.decidedAt) return null;
  const { framework, level, occupation } = row;
  return {
    role,
    certificate: framework && level && occupation ? { framework, level, occupation } : null,
    ctevtAffiliated: Boolean(row.ctevt),
    isAgency: row.isAgency,
    verifiedAt: row.decidedAt.toISOString(),
  };
}
