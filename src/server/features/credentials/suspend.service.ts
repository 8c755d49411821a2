import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CredentialSummary } from '#contract/credentials.ts';
import { actsAsStaff } from '#server/auth/guards.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { AppDeps, SessionUser } from '#server/lib/http.ts';
import { summaryOf } from './credential-reads.service.ts';
import { positionOf, signedStatusList } from './status-list.ts';

type SuspendDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;

/**
 * Suspends a credential, or lifts its suspension (decision 057): not valid while suspended, valid
 * again once lifted, unlike revocation, which is final. As for revocation, its issuer may and staff
 * may (audit-logged, in the same transaction); nobody else, the learner included (403: the
 * credential is public, so refusing tells nothing new). A suspension staff made, only staff lift
 * (the issuer gets 403). Each change is one conditional update (`suspended_at is null` to suspend,
 * `is not null` to lift, never on a revoked credential), so of two requests at once one wins and the
 * other is a 409 that changes nothing. The issuer's suspension list is signed again at once, so the
 * next verifier sees the bit. Lifting keeps the lifter's reason beside the suspension's own, shown
 * on the credential's page and in the lists until it is suspended again (decision 060).
 */
export async function setCredentialSuspension(
  deps: SuspendDeps,
  actor: SessionUser,
  credentialId: string,
  change: { suspend: boolean; reason: string },
): Promise<CredentialSummary> {
  const { db, publicUrl } = deps;
  const [credential] = await db
    .select({ issuerId: credentials.issuerId, statusListIndex: credentials.statusListIndex })
    .from(credentials)
    .where(eq(credentials.id, credentialId));
  if (!credential) throw new AppError('NOT_FOUND', 'credentials.errors.notFound');
  const asIssuer = credential.issuerId === actor.id;
  const asStaff = await actsAsStaff(db, actor);
  if (!asIssuer && !asStaff) throw new AppError('FORBIDDEN', 'credentials.errors.notIssuerStatus');

  const outcome = await db.transaction(async (tx) => {
    const rows = await tx
      .update(credentials)
      .set(
        change.suspend
          ? {
              suspendedAt: new Date(),
              suspensionReason: change.reason,
              suspendedByStaff: !asIssuer,
              // a new suspension stands in for the last one lifted
              suspensionLiftedAt: null,
              suspensionLiftReason: null,
              liftedSuspensionReason: null,
            }
          : {
              suspendedAt: null,
              suspensionReason: null,
              suspendedByStaff: false,
              // the lifter's reason is kept with the reason it was suspended for (the row's value before this update)
              suspensionLiftedAt: new Date(),
              suspensionLiftReason: change.reason,
              liftedSuspensionReason: sql`${credentials.suspensionReason}`,
            },
      )
      .where(
        and(
          eq(credentials.id, credentialId),
          isNull(credentials.revokedAt),
          change.suspend ? isNull(credentials.suspendedAt) : isNotNull(credentials.suspendedAt),
          // a suspension staff made is staff's to lift
          change.suspend || asStaff ? undefined : eq(credentials.suspendedByStaff, false),
        ),
      )
      .returning({ id: credentials.id });
    if (rows.length === 0) return 'unchanged' as const;
    if (!asIssuer) {
      await recordAudit(tx, {
        actor: { id: actor.id, email: actor.email },
        action: change.suspend ? 'credential.suspend' : 'credential.unsuspend',
        itemKind: 'credential',
        itemId: credentialId,
        reason: change.reason,
        detail: { issuerId: credential.issuerId },
      });
    }
    return 'changed' as const;
  });
  if (outcome === 'unchanged') throw await conflictOf(deps, credentialId, change.suspend);

  if (credential.statusListIndex !== null) {
    const { listNumber } = positionOf(credential.statusListIndex);
    await signedStatusList(deps, credential.issuerId, listNumber, 'suspension');
  }
  const summary = await summaryOf(db, publicUrl, credentialId);
  if (!summary) throw new Error('the credential just changed cannot be read');
  return summary;
}

/** Why the update changed nothing: revoked (final), staff's suspension, or already as asked. */
async function conflictOf(deps: SuspendDeps, credentialId: string, suspend: boolean) {
  const [row] = await deps.db
    .select({ revokedAt: credentials.revokedAt, suspendedByStaff: credentials.suspendedByStaff })
    .from(credentials)
    .where(eq(credentials.id, credentialId));
  if (row?.revokedAt) return new AppError('CONFLICT', 'credentials.errors.alreadyRevoked');
  if (!suspend && row?.suspendedByStaff) return new AppError('FORBIDDEN', 'credentials.errors.staffSuspension');
  return new AppError('CONFLICT', suspend ? 'credentials.errors.alreadySuspended' : 'credentials.errors.notSuspended');
}
