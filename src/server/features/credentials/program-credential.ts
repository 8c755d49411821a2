import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { type credentials, credentialSigningKeys } from '#server/db/schema/credentials.ts';
import { programEnrollments, type programs } from '#server/db/schema/learning.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { programCompletionCredential } from './open-badge.ts';
import { signCredential } from './proof.ts';
import { allocateStatusIndex, statusEntry } from './status-list.ts';

// A program-completion credential, signed and ready to store: shared by completing a learner and by
// reissuing their credential (after a name change), so both sign the same shape.

type SignDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;
type Program = typeof programs.$inferSelect;

const learnerColumns = {
  userId: programEnrollments.userId,
  email: users.email,
  accountName: users.name,
  fullName: profiles.fullName,
  enrolledAt: programEnrollments.enrolledAt,
  status: programEnrollments.status,
};

/** The learners named, as the credential names them, with each one's enrolment in the program (any state). */
export async function programLearnersOf(db: Db, programId: string, learnerIds: readonly string[]) {
  if (learnerIds.length === 0) return [];
  return db
    .select(learnerColumns)
    .from(programEnrollments)
    .innerJoin(users, eq(users.id, programEnrollments.userId))
    .leftJoin(profiles, eq(profiles.id, programEnrollments.userId))
    .where(and(eq(programEnrollments.programId, programId), inArray(programEnrollments.userId, [...learnerIds])));
}

/** Enrolments that may be completed: a learner still studying, or completed before (a revoked credential's). */
export const COMPLETABLE = new Set<string>(['active', 'completed']);

/** The learner as the credential names them, if enrolled (active or completed) in the program. */
export async function enrolledLearnerOf(db: Db, programId: string, learnerId: string) {
  const [learner] = await programLearnersOf(db, programId, [learnerId]);
  return learner && COMPLETABLE.has(learner.status) ? learner : undefined;
}
type Learner = NonNullable<Awaited<ReturnType<typeof enrolledLearnerOf>>>;

export interface ProgramCredentialOptions {
  grade?: string | null | undefined;
  remark?: string | null | undefined;
  validUntil?: Date | null | undefined;
}

/**
 * Signs a new credential for `learner`'s completion of `program`, with a fresh id and a fresh bit in
 * the issuer's status list (taken before signing, since the bit is part of what is signed; a
 * completion that then loses a race leaves its bit unused, which costs nothing). Signed outside any
 * transaction: signing takes milliseconds no lock should be held for. `values` is the row to insert.
 */
export async function signProgramCredential(
  deps: SignDeps,
  program: Program,
  learnerId: string,
  learner: Learner,
  options: ProgramCredentialOptions,
) {
  const { db, publicUrl, signingKey } = deps;
  const issuerId = program.institutionId;
  const credentialId = randomUUID();
  const issuedAt = new Date();
  issuedAt.setMilliseconds(0);
  const statusListIndex = await allocateStatusIndex(db, issuerId);
  const unsigned = programCompletionCredential({
    credentialId,
    publicUrl,
    issuer: { id: issuerId, name: program.organizationName },
    learner: { name: learner.fullName || learner.accountName, email: learner.email },
    program: {
      id: program.id,
      title: program.programTitle,
      description: program.description,
      titleNe: program.programTitleNe,
      descriptionNe: program.descriptionNe,
      programType: program.programType,
      credentialAwarded: program.credentialAwarded,
      duration: program.duration,
    },
    enrolledAt: learner.enrolledAt,
    issuedAt,
    validUntil: options.validUntil ?? undefined,
    // one entry, revocation: the OB 3.0 schema allows one (decision 057)
    credentialStatus: statusEntry(publicUrl, issuerId, statusListIndex),
    grade: options.grade || undefined,
    remark: options.remark || undefined,
  });
  const document = await signCredential(signingKey, { publicUrl, issuerId }, unsigned);
  return {
    id: credentialId,
    issuerId,
    learnerId,
    kind: 'program_completion' as const,
    programId: program.id,
    grade: options.grade || null,
    remark: options.remark || null,
    document,
    issuedAt,
    validFrom: issuedAt,
    validUntil: options.validUntil ?? null,
    statusListIndex,
  } satisfies typeof credentials.$inferInsert;
}

/** Records the signing key as published (once), in the transaction that stores what it signed. */
export async function publishSigningKey(db: Db, publicKeyMultibase: string) {
  await db.insert(credentialSigningKeys).values({ publicKeyMultibase }).onConflictDoNothing();
}
