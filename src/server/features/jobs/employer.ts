import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';

// A job's employer is the account that posted it, as its company profile says (docs/decisions/023):
// the name, logo and badge are read from the profile, never taken from the posting form, so nobody
// can post under another company's name.

export interface Employer {
  companyName: string;
  companyLogoUrl: string | null;
  companyVerified: boolean;
  /** A recruitment agency (set by staff during verification): it may name the client it hires for. */
  isAgency: boolean;
}

/** The posting account's company profile (the account name until the profile names the company). */
export async function employerOf(db: Db, userId: string): Promise<Employer> {
  const [row] = await db
    .select({
      companyName: sql<string>`coalesce(nullif(trim(${profiles.organizationName}), ''), ${users.name})`,
      companyLogoUrl: profiles.avatarUrl,
      companyVerified: sql<boolean>`coalesce(${profiles.isVerified}, false)`,
      isAgency: sql<boolean>`coalesce(${profiles.isAgency}, false)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  return row;
}

/** Only an agency may name a client; anyone else sending one gets 400. */
export function assertClientAllowed(employer: Employer, clientName: string | null) {
  if (clientName !== null && !employer.isAgency) {
    throw new AppError('VALIDATION_ERROR', 'jobForm.validation.clientAgencyOnly');
  }
}
