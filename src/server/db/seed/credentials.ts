import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { applicationCredentials } from '#server/db/schema/application-credentials.ts';
import { jobApplications } from '#server/db/schema/jobs.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { completeStudent } from '#server/features/credentials/issue.service.ts';
import type { SigningKey } from '#server/features/credentials/signing-key.ts';

/** What signing a credential takes: the deployment's address and key (decision 048). */
export interface CredentialSigning {
  publicUrl: string;
  signingKey: SigningKey;
}

/**
 * The demo's completed program enrolments get their credentials, signed with this deployment's key
 * as the institution's "Mark completed" would, so the demo learner's dashboard shows one.
 */
export async function seedCredentials(db: Db, signing: CredentialSigning): Promise<void> {
  const completed = await db
    .select({
      programId: programEnrollments.programId,
      learnerId: programEnrollments.userId,
      institutionId: programs.institutionId,
    })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.id, programEnrollments.programId))
    .where(eq(programEnrollments.status, 'completed'));
  for (const { programId, learnerId, institutionId } of completed) {
    const { credential } = await completeStudent({ db, ...signing }, institutionId, programId, learnerId, {
      grade: 'Distinction',
      remark: 'Built a model seismic band and corner stitch in the practical test.',
    });
    // the learner sent it with the applications still open, so the demo company sees it verified (decision 053)
    const open = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(
        and(
          eq(jobApplications.userId, learnerId),
          inArray(jobApplications.status, ['pending', 'reviewed', 'shortlisted', 'interview']),
        ),
      );
    if (open.length > 0) {
      await db
        .insert(applicationCredentials)
        .values(open.map((application) => ({ applicationId: application.id, credentialId: credential.id })))
        .onConflictDoNothing();
    }
  }
}
