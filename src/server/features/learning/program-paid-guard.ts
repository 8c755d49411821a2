import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { AppError } from '#server/lib/app-error.ts';

// A program learners paid to enrol in (decision 054) is neither deleted nor unpublished: its
// learners would lose the page they paid for, and the held fees their program. The program's row
// is locked FOR UPDATE first: a payment's enrolment insert takes a key-share lock on the same row
// (its foreign key), so the two wait for each other, and the check below sees an enrolment
// committed while it waited rather than racing it.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the program's row; 409 `program.hasPaidEnrolments` when a paid enrolment is active or
 * completed. `unpublishing`: only a published program is checked (one unpublished already stays editable).
 */
export async function lockUnlessPaidEnrolments(tx: Tx, programId: string, unpublishing = false): Promise<void> {
  const [program] = await tx
    .select({ isActive: programs.isActive })
    .from(programs)
    .where(eq(programs.id, programId))
    .for('update');
  if (!program) throw new AppError('NOT_FOUND', 'program.notFound');
  if (unpublishing && !program.isActive) return;
  const [paid] = await tx
    .select({ id: programEnrollments.id })
    .from(programEnrollments)
    .where(
      and(
        eq(programEnrollments.programId, programId),
        isNotNull(programEnrollments.paidAttemptId),
        inArray(programEnrollments.status, ['active', 'completed']),
      ),
    )
    .limit(1);
  if (paid) throw new AppError('CONFLICT', 'program.hasPaidEnrolments');
}
