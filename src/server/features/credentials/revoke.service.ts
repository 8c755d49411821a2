import { and, eq, isNull } from 'drizzle-orm';
import type { CredentialSummary } from '#contract/credentials.ts';
import { actsAsStaff } from '#server/auth/guards.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { AppDeps, SessionUser } from '#server/lib/http.ts';
import { summaryOf } from './credential-reads.service.ts';
import { positionOf, signedStatusList } from './status-list.ts';

type RevokeDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;

/**
 * Revokes a credential, with the reason its page shows. Its issuer may, and staff may revoke any
 * (audit-logged, in the same transaction); nobody else, the learner included. The credential is
 * public, so refusing with 403 tells nothing new. Revoking is once: `revoked_at is null` in the
 * update makes a second revocation, even at the same moment, a 409 that changes nothing. The
 * issuer's status list is signed again at once, so the next verifier sees the bit set.
 */
export async function revokeCredential(
  deps: RevokeDeps,
  actor: SessionUser,
  credentialId: string,
  reason: string,
): Promise<CredentialSummary> {
  const { db, publicUrl } = deps;
  const [credential] = await db
    .select({ issuerId: credentials.issuerId, statusListIndex: credentials.statusListIndex })
    .from(credentials)
    .where(eq(credentials.id, credentialId));
  if (!credential) throw new AppError('NOT_FOUND', 'credentials.errors.notFound');
  const asIssuer = credential.issuerId === actor.id;
  if (!asIssuer && !(await actsAsStaff(db, actor))) throw new AppError('FORBIDDEN', 'credentials.errors.notIssuer');

  const revoked = await db.transaction(async (tx) => {
    const rows = await tx
      .update(credentials)
      .set({ revokedAt: new Date(), revocationReason: reason })
      .where(and(eq(credentials.id, credentialId), isNull(credentials.revokedAt)))
      .returning({ id: credentials.id });
    if (rows.length === 0) return false;
    if (!asIssuer) {
      await recordAudit(tx, {
        actor: { id: actor.id, email: actor.email },
        action: 'credential.revoke',
        itemKind: 'credential',
        itemId: credentialId,
        reason,
        detail: { issuerId: credential.issuerId },
      });
    }
    return true;
  });
  if (!revoked) throw new AppError('CONFLICT', 'credentials.errors.alreadyRevoked');

  if (credential.statusListIndex !== null) {
    await signedStatusList(deps, credential.issuerId, positionOf(credential.statusListIndex).listNumber);
  }
  const summary = await summaryOf(db, publicUrl, credentialId);
  if (!summary) throw new Error('the credential just revoked cannot be read');
  return summary;
}
