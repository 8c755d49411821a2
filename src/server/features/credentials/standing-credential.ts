import { and, eq, isNull } from 'drizzle-orm';
import type { CredentialKind, CredentialSummary } from '#contract/credentials.ts';
import type { Db } from '#server/db/client.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { summaryOf } from './credential-reads.service.ts';
import { publishSigningKey } from './program-credential.ts';

// One standing (not revoked) credential per learner and what it is for (a program, a service, a
// catalogue course), kept by a partial unique key on (kind, subject, learner) (schema/credentials.ts):
// issuing twice, or twice at once, issues once. A revoked credential does not count: issuing again
// issues a new one.

type IssueDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;
type CredentialValues = typeof credentials.$inferInsert & { kind: CredentialKind };

/** The column naming what a credential of each kind is for. */
const SUBJECT = {
  program_completion: credentials.programId,
  service_completion: credentials.serviceId,
  course_completion: credentials.courseId,
} as const satisfies Record<CredentialKind, unknown>;

/** Who holds a standing credential, and for what. */
export interface Standing {
  kind: CredentialKind;
  subjectId: string;
  learnerId: string;
}

/** The learner's standing credential for the subject: a revoked one is not (it may have a successor). */
export async function findStanding(db: Db, publicUrl: string, standing: Standing): Promise<CredentialSummary | null> {
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(
      and(
        eq(credentials.kind, standing.kind),
        eq(SUBJECT[standing.kind], standing.subjectId),
        eq(credentials.learnerId, standing.learnerId),
        isNull(credentials.revokedAt),
      ),
    );
  return row ? summaryOf(db, publicUrl, row.id) : null;
}

/**
 * The learner's standing credential, issued by `issue` when there is none yet (`created` says
 * whether this call issued it). `issue` checks the learner, signs and stores with `insertOnce`.
 */
export async function issueOnce(
  deps: IssueDeps,
  standing: Standing,
  issue: () => Promise<boolean>,
): Promise<{ credential: CredentialSummary; created: boolean }> {
  const existing = await findStanding(deps.db, deps.publicUrl, standing);
  if (existing) return { credential: existing, created: false };
  const created = await issue();
  // a request at the same moment issued it first: that one is the credential
  const credential = await findStanding(deps.db, deps.publicUrl, standing);
  if (!credential) throw new Error('the credential just issued cannot be read');
  return { credential, created };
}

/**
 * Stores a signed credential, with its signing key published and `alongside` (what it records
 * besides, in the same transaction), in one transaction; false, storing nothing, when the learner
 * already holds a standing credential for its subject (a request at the same moment stored it).
 */
export function insertOnce(
  deps: Pick<AppDeps, 'db' | 'signingKey'>,
  values: CredentialValues,
  alongside?: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await publishSigningKey(tx, deps.signingKey.publicKeyMultibase);
    const rows = await tx
      .insert(credentials)
      .values(values)
      .onConflictDoNothing({
        target: [credentials.kind, SUBJECT[values.kind], credentials.learnerId],
        where: isNull(credentials.revokedAt),
      })
      .returning({ id: credentials.id });
    if (rows.length === 0) return false;
    await alongside?.(tx);
    return true;
  });
}
