import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CompleteStudentInput, CourseLearner, CredentialSummary } from '#contract/credentials.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { courses, enrolledCourses } from '#server/db/schema/learning.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { courseLearnerOf, hasFinished, providedCourse, signCourseCredential } from './course-credential.ts';
import { summaryColumns, toSummary } from './credential-reads.service.ts';
import { lastValidMoment } from './issue.service.ts';
import { assertIssuer } from './issuer-guard.ts';
import { insertOnce, issueOnce } from './standing-credential.ts';

type IssueDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;

/**
 * The provider of a catalogue course confirms a learner finished it, which issues the learner's
 * credential with their module progress as evidence (decision 058). Only the course's provider may
 * (a course without one, or another's, answers 404), never for themselves (403), and only for a
 * learner enrolled who marked every module finished (409). Confirming twice gives the first
 * credential back: one standing credential per learner and course, kept by a unique key, so two
 * requests at once still issue one (`created` says whether this call issued it).
 */
export async function confirmCourseLearner(
  deps: IssueDeps,
  providerId: string,
  courseId: string,
  learnerId: string,
  input: CompleteStudentInput,
): Promise<{ credential: CredentialSummary; created: boolean }> {
  const { db } = deps;
  const course = await providedCourse(db, providerId, courseId);
  if (learnerId === providerId) throw new AppError('FORBIDDEN', 'credentials.errors.selfIssue');
  return issueOnce(deps, { kind: 'course_completion', subjectId: courseId, learnerId }, async () => {
    const learner = await courseLearnerOf(db, courseId, learnerId);
    if (!learner) throw new AppError('CONFLICT', 'credentials.errors.notCourseLearner');
    if (!hasFinished(course.modules.length, learner.completedModules))
      throw new AppError('CONFLICT', 'credentials.errors.courseNotFinished');
    const validUntil = lastValidMoment(input.validUntil);
    return insertOnce(deps, await signCourseCredential(deps, course, learnerId, learner, { ...input, validUntil }));
  });
}

/** The latest of the module dates, else the last visit (modules finished before dates were kept). */
const finishedAtOf = (dates: Record<string, string>, lastAccessed: Date) => {
  const times = Object.values(dates).map((date) => new Date(date).getTime());
  return times.length ? new Date(Math.max(...times)) : lastAccessed;
};

/**
 * The learners who finished every module of a course the caller provides, most recently active
 * first, each with the standing credential already issued to them (if any): whom they may confirm.
 * Saved progress holds each finished module once, so "as many as the course has" is "all".
 */
export async function listCourseLearners(db: Db, publicUrl: string, providerId: string): Promise<CourseLearner[]> {
  await assertIssuer(db, providerId);
  const rows = await db
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      courseTitleNe: courses.titleNe,
      moduleCount: sql<number>`cardinality(${courses.modules})`,
      learnerId: enrolledCourses.userId,
      fullName: profiles.fullName,
      accountName: users.name,
      moduleCompletedAt: enrolledCourses.moduleCompletedAt,
      lastAccessed: enrolledCourses.lastAccessed,
      credentialId: credentials.id,
      credential: summaryColumns,
    })
    .from(enrolledCourses)
    .innerJoin(courses, eq(courses.id, enrolledCourses.courseId))
    .innerJoin(users, eq(users.id, enrolledCourses.userId))
    .leftJoin(profiles, eq(profiles.id, enrolledCourses.userId))
    .leftJoin(
      credentials,
      and(
        eq(credentials.kind, 'course_completion'),
        eq(credentials.courseId, enrolledCourses.courseId),
        eq(credentials.learnerId, enrolledCourses.userId),
        isNull(credentials.revokedAt),
      ),
    )
    .where(
      and(
        eq(courses.providerId, providerId),
        ne(enrolledCourses.userId, providerId),
        sql`cardinality(${courses.modules}) > 0`,
        sql`cardinality(${enrolledCourses.completedModules}) = cardinality(${courses.modules})`,
      ),
    )
    .orderBy(desc(enrolledCourses.lastAccessed), enrolledCourses.id)
    .limit(200);
  return rows.map((row) => ({
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    courseTitleNe: row.courseTitleNe,
    learnerId: row.learnerId,
    learnerName: row.fullName || row.accountName,
    finishedAt: finishedAtOf(row.moduleCompletedAt, row.lastAccessed).toISOString(),
    moduleCount: row.moduleCount,
    credential: row.credentialId ? toSummary(publicUrl, row.credential as Parameters<typeof toSummary>[1]) : null,
  }));
}
