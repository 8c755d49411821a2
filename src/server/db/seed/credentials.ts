import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { applicationCredentials } from '#server/db/schema/application-credentials.ts';
import { users } from '#server/db/schema/auth.ts';
import { engagements, services } from '#server/db/schema/services.ts';
import { jobApplications } from '#server/db/schema/jobs.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { completeStudent } from '#server/features/credentials/issue.service.ts';
import { completeServiceClient } from '#server/features/credentials/service-issue.service.ts';
import type { SigningKey } from '#server/features/credentials/signing-key.ts';
import { demoAccount } from './demo-accounts.ts';

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
  await seedServiceCredential(db, signing);
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

/**
 * The demo learner took the demo professional's online course: he marked the work done and
 * confirmed her completion, which issued her credential for it (decision 055), as his dashboard's
 * "Confirm completion" would.
 */
async function seedServiceCredential(db: Db, signing: CredentialSigning): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [demoAccount('professional').email, demoAccount('student').email]));
  const professional = people.find((person) => person.email === demoAccount('professional').email);
  const student = people.find((person) => person.email === demoAccount('student').email);
  if (!professional || !student) return;
  const [course] = await db
    .select()
    .from(services)
    .where(and(eq(services.professionalId, professional.id), eq(services.format, 'online')))
    .limit(1);
  if (!course) return;
  await db
    .insert(engagements)
    .values({ professionalId: professional.id, clientId: student.id, serviceId: course.id, stage: 'done' })
    .onConflictDoUpdate({
      target: [engagements.professionalId, engagements.clientId, engagements.serviceId],
      set: { stage: 'done' },
    });
  await completeServiceClient({ db, ...signing }, professional.id, course.id, student.id, {
    remark: 'Watched every lesson and passed the home safety checklist.',
  });
}
