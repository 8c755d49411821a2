import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BulkCompleteInput, BulkCompleteResult } from '#contract/credentials.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { issueCompletion, issuersProgram, lastValidMoment } from './issue.service.ts';
import { COMPLETABLE, programLearnersOf } from './program-credential.ts';

type BulkDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;

/**
 * Completions under way at once in one bulk request: while one credential is signed in a proof
 * worker, the next one's queries run. More would only queue in the pool ahead of other requests'
 * signatures and /verify checks (decision 056).
 */
const IN_FLIGHT = 2;

/**
 * The institution marks many learners of its program completed at once, with one optional grade,
 * remark and last valid day, issuing each one's credential (issue 34). The program is checked as for
 * one learner (its own: else 404; visible: else 410). Each learner is then completed as one
 * completion would be, so the unique key keeps it idempotent: a learner who already holds a standing
 * credential for the program, or gets one from a request at the same moment, is reported
 * `alreadyIssued`; one without an active or completed enrolment `notEnrolled` (named only when the
 * program knows them, so ids of other accounts reveal nothing); the institution itself `self`.
 */
export async function completeStudents(
  deps: BulkDeps,
  institutionId: string,
  programId: string,
  { learnerIds, ...input }: BulkCompleteInput,
): Promise<BulkCompleteResult> {
  const { db } = deps;
  const program = await issuersProgram(db, institutionId, programId);
  const validUntil = lastValidMoment(input.validUntil);
  const ids = [...new Set(learnerIds)];
  const learners = new Map((await programLearnersOf(db, programId, ids)).map((row) => [row.userId, row]));
  const holders = await db
    .select({ learnerId: credentials.learnerId })
    .from(credentials)
    .where(
      and(
        eq(credentials.kind, 'program_completion'),
        eq(credentials.programId, programId),
        inArray(credentials.learnerId, ids),
        isNull(credentials.revokedAt),
      ),
    );
  const holding = new Set(holders.map((row) => row.learnerId));

  const skipped: BulkCompleteResult['skipped'] = [];
  const skip = (userId: string, reason: BulkCompleteResult['skipped'][number]['reason']) => {
    const learner = learners.get(userId);
    skipped.push({ userId, name: learner ? learner.fullName || learner.accountName : null, reason });
  };
  const toIssue = ids.filter((userId) => {
    const learner = learners.get(userId);
    if (userId === institutionId) skip(userId, 'self');
    else if (!learner || !COMPLETABLE.has(learner.status)) skip(userId, 'notEnrolled');
    else if (holding.has(userId)) skip(userId, 'alreadyIssued');
    else return true;
    return false;
  });

  const outcome = { issued: 0, next: 0 };
  const options = { grade: input.grade, remark: input.remark, validUntil };
  await Promise.all(
    Array.from({ length: Math.min(IN_FLIGHT, toIssue.length) }, async () => {
      while (outcome.next < toIssue.length) {
        const userId = toIssue[outcome.next++]!;
        if (await issueCompletion(deps, program, userId, learners.get(userId)!, options)) outcome.issued++;
        else skip(userId, 'alreadyIssued');
      }
    }),
  );
  return { issued: outcome.issued, skipped };
}
