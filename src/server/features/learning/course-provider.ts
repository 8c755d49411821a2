import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CourseProvider } from '#contract/catalogue.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { enrolledCourses } from '#server/db/schema/learning.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { userRoles } from '#server/db/schema/roles.ts';

// A catalogue course's provider and the learner's credential for it, as the course page shows them
// (decision 058). Issuing lives with the credentials feature; this side only reads.

/**
 * The course's provider as its page names it; null without one, or while staff hide the provider
 * (a hidden account is named nowhere, decision 040), or when it no longer holds an issuing role.
 */
export async function courseProviderOf(db: Db, providerId: string | null): Promise<CourseProvider | null> {
  if (!providerId) return null;
  const rows = await db
    .select({
      role: userRoles.role,
      accountName: users.name,
      fullName: profiles.fullName,
      organizationName: profiles.organizationName,
      isVerified: profiles.isVerified,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(users.id, providerId),
        inArray(userRoles.role, ['institution', 'professional']),
        isNull(profiles.hiddenAt),
      ),
    );
  // an account holding both roles gives certificates as the institution
  const row = rows.find((candidate) => candidate.role === 'institution') ?? rows[0];
  if (!row) return null;
  return {
    id: providerId,
    name: row.organizationName || row.fullName || row.accountName,
    kind: row.role === 'institution' ? 'institution' : 'professional',
    isVerified: row.isVerified ?? false,
  };
}

/** The id of the learner's standing credential for the course, if its provider confirmed them. */
export async function courseCredentialIdOf(db: Db, courseId: string, learnerId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(
      and(
        eq(credentials.kind, 'course_completion'),
        eq(credentials.courseId, courseId),
        eq(credentials.learnerId, learnerId),
        isNull(credentials.revokedAt),
      ),
    );
  return row?.id ?? null;
}

/**
 * The dates each finished module was first marked finished, for `completed` modules: a module kept
 * keeps its date, a newly marked one gets now, an unmarked one loses it. One SQL expression, so it
 * reads the row it updates.
 */
export const moduleDatesSql = (completed: readonly number[]) =>
  sql`coalesce((
    select jsonb_object_agg(i::text, coalesce(${enrolledCourses.moduleCompletedAt} -> (i::text), to_jsonb(now())))
    from unnest(${sql.param([...completed])}::int[]) as i
  ), '{}'::jsonb)`;
