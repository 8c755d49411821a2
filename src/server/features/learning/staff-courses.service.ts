import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '#contract/ids.ts';
import { STAFF_COURSES_PAGE_SIZE, type StaffCourseCard, type StaffCourseList } from '#contract/staff-courses.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { courses } from '#server/db/schema/learning.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { userRoles } from '#server/db/schema/roles.ts';
import { accountSuspensions } from '#server/db/schema/trust.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { escapeLike } from '#server/lib/like.ts';
import type { SessionUser } from '#server/lib/http.ts';

// The staff console's Courses tab (decision 060): staff set or clear a catalogue course's provider,
// who then confirms its learners and so issues their credentials (decision 058).

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type IssuerRole = 'institution' | 'professional';

/** What `q` names: a course by its id, or its title in either language, or its provider's e-mail (a part). */
function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (isUuid(text)) return eq(courses.id, text);
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(courses.title, pattern), ilike(courses.titleNe, pattern), ilike(users.email, pattern));
}

/** The issuing role a provider gives certificates as: the institution's, when it holds both. */
async function issuerRoleOf(db: Db | Tx, userId: string): Promise<IssuerRole | null> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, ['institution', 'professional'])));
  const roles = rows.map((row) => row.role);
  if (roles.includes('institution')) return 'institution';
  return roles.includes('professional') ? 'professional' : null;
}

const cardColumns = {
  id: courses.id,
  title: courses.title,
  titleNe: courses.titleNe,
  providerId: courses.providerId,
  providerEmail: users.email,
  providerName: sql<
    string | null
  >`coalesce(nullif(${profiles.organizationName}, ''), nullif(${profiles.fullName}, ''), ${users.name})`,
};
type CardRow = { id: string; title: string; titleNe: string | null; providerId: string | null } & {
  providerEmail: string | null;
  providerName: string | null;
};

async function toCard(db: Db | Tx, row: CardRow): Promise<StaffCourseCard> {
  const role = row.providerId ? await issuerRoleOf(db, row.providerId) : null;
  return {
    id: row.id,
    title: row.title,
    titleNe: row.titleNe,
    provider:
      row.providerId && row.providerEmail && role
        ? { id: row.providerId, name: row.providerName ?? '', email: row.providerEmail, role }
        : null,
  };
}

/** GET /api/staff/courses: catalogue courses by title, or those `q` names, with their providers. */
export async function findStaffCourses(
  db: Db,
  query: { q?: string | undefined; page: number },
): Promise<StaffCourseList> {
  const { page } = query;
  const rows = await db
    .select(cardColumns)
    .from(courses)
    .leftJoin(users, eq(users.id, courses.providerId))
    .leftJoin(profiles, eq(profiles.id, courses.providerId))
    .where(matching(query.q))
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(STAFF_COURSES_PAGE_SIZE + 1)
    .offset((page - 1) * STAFF_COURSES_PAGE_SIZE);
  return {
    items: await Promise.all(rows.slice(0, STAFF_COURSES_PAGE_SIZE).map((row) => toCard(db, row))),
    page,
    hasMore: rows.length > STAFF_COURSES_PAGE_SIZE,
  };
}

/**
 * The account `email` names, if it may provide a course: it holds the institution or professional
 * role, and is visible (not hidden by staff, not suspended). Read under a share lock on the account,
 * so the checks hold until the course names it.
 */
async function eligibleProvider(tx: Tx, email: string): Promise<{ id: string; email: string }> {
  const [account] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .for('share');
  if (!account) throw new AppError('NOT_FOUND', 'staff.courses.errors.accountNotFound');
  if (!(await issuerRoleOf(tx, account.id))) throw new AppError('CONFLICT', 'staff.courses.errors.notIssuer');
  const [profile] = await tx.select({ hiddenAt: profiles.hiddenAt }).from(profiles).where(eq(profiles.id, account.id));
  const [suspension] = await tx
    .select({ userId: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, account.id));
  if (profile?.hiddenAt || suspension) throw new AppError('CONFLICT', 'staff.courses.errors.providerHidden');
  return account;
}

/**
 * PUT /api/staff/courses/{id}/provider: names the account `email` as the course's provider, or
 * clears it (null), audit-logged in the same transaction with the provider before and after.
 * Credentials already issued for the course stay with the provider who signed them.
 */
export async function setCourseProvider(
  db: Db,
  actor: SessionUser,
  courseId: string,
  email: string | null,
): Promise<StaffCourseCard> {
  if (!isUuid(courseId)) throw new AppError('NOT_FOUND', 'catalogue.courseNotFound');
  return db.transaction(async (tx) => {
    // locked, so two changes at once are applied and logged one after the other
    const [course] = await tx
      .select({ providerId: courses.providerId })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for('update');
    if (!course) throw new AppError('NOT_FOUND', 'catalogue.courseNotFound');
    const provider = email ? await eligibleProvider(tx, email) : null;
    await tx
      .update(courses)
      .set({ providerId: provider?.id ?? null, updatedAt: new Date() })
      .where(eq(courses.id, courseId));
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: provider ? 'course.provider.set' : 'course.provider.clear',
      itemKind: 'course',
      itemId: courseId,
      detail: {
        previousProviderId: course.providerId,
        providerId: provider?.id ?? null,
        email: provider?.email ?? null,
      },
    });
    const [row] = await tx
      .select(cardColumns)
      .from(courses)
      .leftJoin(users, eq(users.id, courses.providerId))
      .leftJoin(profiles, eq(profiles.id, courses.providerId))
      .where(eq(courses.id, courseId));
    return toCard(tx, row!);
  });
}
