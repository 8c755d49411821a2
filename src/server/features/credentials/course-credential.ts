import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { holdsRole } from '#server/auth/guards.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import type { credentials } from '#server/db/schema/credentials.ts';
import { courses, enrolledCourses } from '#server/db/schema/learning.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { assertPubliclyVisible } from '#server/lib/visibility.ts';
import { courseCompletionCredential } from './course-badge.ts';
import type { ProgramCredentialOptions } from './program-credential.ts';
import { signCredential } from './proof.ts';
import { allocateStatusIndex, statusEntry } from './status-list.ts';

// A course-completion credential (decision 058): the catalogue course its provider confirms, the
// learner who finished every module of it, and the credential signed for them, ready to store.

type SignDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;
export type CourseRow = typeof courses.$inferSelect;

/**
 * The course the caller provides: a course without a provider, another provider's, or an unknown id
 * is a 404 (ids cannot be probed); while staff hide the provider's account, 410 (decision 040).
 */
export async function providedCourse(db: Db, providerId: string, courseId: string): Promise<CourseRow> {
  if (!isUuid(courseId)) throw new AppError('NOT_FOUND', 'catalogue.courseNotFound');
  const [row] = await db
    .select({ course: courses, providerHiddenAt: profiles.hiddenAt })
    .from(courses)
    .leftJoin(profiles, eq(profiles.id, courses.providerId))
    .where(and(eq(courses.id, courseId), eq(courses.providerId, providerId)));
  if (!row) throw new AppError('NOT_FOUND', 'catalogue.courseNotFound');
  assertPubliclyVisible({ hiddenAt: row.providerHiddenAt });
  return row.course;
}

/** Whether the learner marked every module of the course finished (a course without modules never is). */
export const hasFinished = (moduleCount: number, completedModules: readonly number[]) =>
  moduleCount > 0 &&
  Array.from({ length: moduleCount }, (_, index) => index).every((i) => completedModules.includes(i));

/** The learner as the credential names them, with their enrolment in the course; undefined when not enrolled. */
export async function courseLearnerOf(db: Db, courseId: string, learnerId: string) {
  if (!isUuid(learnerId)) return undefined;
  const [learner] = await db
    .select({
      email: users.email,
      accountName: users.name,
      fullName: profiles.fullName,
      enrolledAt: enrolledCourses.enrolledAt,
      lastAccessed: enrolledCourses.lastAccessed,
      completedModules: enrolledCourses.completedModules,
      moduleCompletedAt: enrolledCourses.moduleCompletedAt,
    })
    .from(enrolledCourses)
    .innerJoin(users, eq(users.id, enrolledCourses.userId))
    .leftJoin(profiles, eq(profiles.id, enrolledCourses.userId))
    .where(and(eq(enrolledCourses.courseId, courseId), eq(enrolledCourses.userId, learnerId)));
  return learner;
}
type CourseLearner = NonNullable<Awaited<ReturnType<typeof courseLearnerOf>>>;

/** The provider's name and kind as its credentials carry them: an institution's organisation name first. */
async function providerOf(db: Db, providerId: string) {
  const [row] = await db
    .select({ accountName: users.name, fullName: profiles.fullName, organizationName: profiles.organizationName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, providerId));
  const kind = (await holdsRole(db, providerId, 'institution')) ? ('institution' as const) : ('professional' as const);
  return { id: providerId, kind, name: row?.organizationName || row?.fullName || row?.accountName || '' };
}

/**
 * Signs a new credential for `learner`'s completion of `course`, with a fresh id and a fresh bit in
 * the provider's status list, outside any transaction, as the other credentials are signed. A module
 * finished before dates were kept carries the learner's last visit (the migration's backfill).
 */
export async function signCourseCredential(
  deps: SignDeps,
  course: CourseRow,
  learnerId: string,
  learner: CourseLearner,
  options: ProgramCredentialOptions,
) {
  const { db, publicUrl, signingKey } = deps;
  const issuerId = course.providerId;
  if (!issuerId) throw new AppError('NOT_FOUND', 'catalogue.courseNotFound');
  const credentialId = randomUUID();
  const issuedAt = new Date();
  issuedAt.setMilliseconds(0);
  const modules = course.modules.map((title, index) => {
    const recorded = learner.moduleCompletedAt[String(index)];
    return { title, completedAt: recorded ? new Date(recorded) : learner.lastAccessed };
  });
  const statusListIndex = await allocateStatusIndex(db, issuerId);
  const unsigned = courseCompletionCredential({
    credentialId,
    publicUrl,
    issuer: await providerOf(db, issuerId),
    learner: { name: learner.fullName || learner.accountName, email: learner.email },
    course: {
      id: course.id,
      title: course.title,
      description: course.description,
      duration: course.duration,
      keySkills: course.keySkills,
      titleNe: course.titleNe,
      descriptionNe: course.descriptionNe,
    },
    modules,
    enrolledAt: learner.enrolledAt,
    issuedAt,
    validUntil: options.validUntil ?? undefined,
    credentialStatus: statusEntry(publicUrl, issuerId, statusListIndex),
    grade: options.grade || undefined,
    remark: options.remark || undefined,
  });
  const document = await signCredential(signingKey, { publicUrl, issuerId }, unsigned);
  return {
    id: credentialId,
    issuerId,
    learnerId,
    kind: 'course_completion' as const,
    courseId: course.id,
    grade: options.grade || null,
    remark: options.remark || null,
    document,
    issuedAt,
    validFrom: issuedAt,
    validUntil: options.validUntil ?? null,
    statusListIndex,
  } satisfies typeof credentials.$inferInsert;
}
