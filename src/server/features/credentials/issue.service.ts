import { and, eq } from 'drizzle-orm';
import type { CompleteStudentInput, CredentialSummary } from '#contract/credentials.ts';
import type { Db } from '#server/db/client.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { assertPubliclyVisible } from '#server/lib/visibility.ts';
import { enrolledLearnerOf, type ProgramCredentialOptions, signProgramCredential } from './program-credential.ts';
import { insertOnce, issueOnce } from './standing-credential.ts';

type IssueDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;

/**
 * The institution marks a learner enrolled in its program completed, which issues their credential.
 * Only the program's institution may (another account's program answers 404, so ids cannot be
 * probed), never for itself, and only for a learner enrolled in the program. Completing twice gives
 * the first credential back: one per learner and program, kept by a unique key, so two requests at
 * once still issue one (`created` says whether this call issued it). A revoked credential does not
 * count: completing again issues a new one. Each carries its bit in the issuer's status list.
 */
export async function completeStudent(
  deps: IssueDeps,
  institutionId: string,
  programId: string,
  learnerId: string,
  input: CompleteStudentInput,
): Promise<{ credential: CredentialSummary; created: boolean }> {
  const program = await issuersProgram(deps.db, institutionId, programId);
  if (learnerId === institutionId) throw new AppError('FORBIDDEN', 'credentials.errors.selfIssue');
  return issueOnce(deps, { kind: 'program_completion', subjectId: programId, learnerId }, async () => {
    const learner = await enrolledLearnerOf(deps.db, programId, learnerId);
    if (!learner) throw new AppError('CONFLICT', 'credentials.errors.notEnrolled');
    const validUntil = lastValidMoment(input.validUntil);
    return issueCompletion(deps, program, learnerId, learner, { ...input, validUntil });
  });
}

/** The institution's own program, visible: another account's is a 404 (ids cannot be probed), a hidden one 410. */
export async function issuersProgram(db: Db, institutionId: string, programId: string) {
  const [program] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.institutionId, institutionId)));
  if (!program) throw new AppError('NOT_FOUND', 'credentials.errors.programNotFound');
  assertPubliclyVisible(program);
  return program;
}

/**
 * The end of the last valid day in Nepal (+05:45), the moment a credential valid until that day
 * ends; a day already over is refused.
 */
export function lastValidMoment(day: string | undefined): Date | undefined {
  const validUntil = day ? new Date(`${day}T23:59:59+05:45`) : undefined;
  if (validUntil && validUntil <= new Date())
    throw new AppError('VALIDATION_ERROR', 'credentials.errors.validUntilPast');
  return validUntil;
}

/**
 * Signs the learner's credential (in a proof worker) and stores it with their enrolment marked
 * completed, in one transaction; false when a completion at the same moment stored one first (the
 * unique key on standing credentials decides).
 */
export async function issueCompletion(
  deps: IssueDeps,
  program: typeof programs.$inferSelect,
  learnerId: string,
  learner: NonNullable<Awaited<ReturnType<typeof enrolledLearnerOf>>>,
  options: ProgramCredentialOptions,
): Promise<boolean> {
  const values = await signProgramCredential(deps, program, learnerId, learner, options);
  return insertOnce(deps, values, async (tx) => {
    await tx
      .update(programEnrollments)
      .set({ status: 'completed', completedAt: values.issuedAt })
      .where(and(eq(programEnrollments.programId, program.id), eq(programEnrollments.userId, learnerId)));
  });
}
