import { and, asc, eq, exists, getTableColumns, sql } from 'drizzle-orm';
import { isUuid } from '#contract/ids.ts';
import { ROLE_DASHBOARD } from '#contract/roles.ts';
import type { VerificationStatus } from '#contract/trust-lists.ts';
import { VERIFICATION_LIMITS, type StaffVerificationPage, type VerificationRequest } from '#contract/verification.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { verificationRequests } from '#server/db/schema/trust.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { notify } from '#server/lib/notify.ts';
import { invalidate } from '#server/lib/public-cache.ts';
// the audit log has one writer for every staff action; it lives with the staff feature
import { recordAudit } from '#server/lib/audit.ts';
import { badgeLabel, sendDecisionMail } from './verification-mail.ts';
import { badgeOfRow, documentsJson, requestOf } from './verification-rows.ts';

// The staff side of verification: the queue, and the decisions that give and take the badge.

/**
 * One page of the queue for a status, oldest first, keyset-paged on (created_at, id): one query
 * on the (status, created_at) index, with the applicant and the document ids.
 */
export async function listStaffVerifications(
  db: Db,
  query: { status: VerificationStatus; cursor?: string | undefined },
): Promise<StaffVerificationPage> {
  const { pageSize } = VERIFICATION_LIMITS;
  const r = verificationRequests;
  const after =
    query.cursor && isUuid(query.cursor)
      ? sql`(${r.createdAt}, ${r.id}) > (select c.created_at, c.id from verification_requests c where c.id = ${query.cursor})`
      : undefined;
  const rows = await db
    .select({ ...getTableColumns(r), documents: documentsJson, userName: users.name, userEmail: users.email })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .where(and(eq(r.status, query.status), after))
    .orderBy(asc(r.createdAt), asc(r.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    items: page.map((row) => ({
      ...requestOf(row),
      user: { id: row.userId, name: row.userName, email: row.userEmail },
    })),
    nextCursor: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}

export type VerificationAction = 'approve' | 'reject' | 'revoke';

const FROM_STATUS: Record<VerificationAction, VerificationStatus> = {
  approve: 'pending',
  reject: 'pending',
  revoke: 'approved',
};
const EVENT = {
  approve: 'verification_approved',
  reject: 'verification_rejected',
  revoke: 'verification_revoked',
} as const;

/**
 * Keeps the badge flags lists read in step with the requests, in the decision's transaction: a
 * profile is verified while any of its requests is approved, an agency while an approved company
 * request says so.
 */
async function syncBadgeFlags(tx: Db, userId: string): Promise<void> {
  const approved = (extra = sql`true`) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(verificationRequests)
        .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'approved'), extra)),
    );
  await tx
    .update(profiles)
    .set({
      isVerified: sql`${approved()}`,
      isAgency: sql`${approved(sql`${verificationRequests.role} = 'company' and ${verificationRequests.isAgency}`)}`,
    })
    .where(eq(profiles.id, userId));
}

/**
 * Approves, rejects or revokes a request (staff only, checked by the route). The status, who
 * decided and why, the profile's badge flags and the audit row change in one transaction under a
 * row lock, so two staff cannot both decide; a request in another state is 409. The applicant is
 * then told in the app and by e-mail (a failed e-mail is logged; the decision stands).
 */
export async function decideVerification(
  deps: Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl' | 'cache'>,
  actor: { id: string; email: string },
  requestId: string,
  action: VerificationAction,
  reason: string | undefined,
): Promise<VerificationRequest> {
  const notFound = () => new AppError('NOT_FOUND', 'verify.errors.requestNotFound');
  if (!isUuid(requestId)) throw notFound();
  const decided = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId))
      .for('update');
    if (!current) throw notFound();
    if (current.status !== FROM_STATUS[action]) throw new AppError('CONFLICT', 'verify.errors.wrongState');
    const at = new Date();
    const change =
      action === 'revoke'
        ? { status: 'revoked' as const, revokedAt: at, revokeReason: reason ?? null }
        : {
            status: action === 'approve' ? ('approved' as const) : ('rejected' as const),
            decidedBy: actor.id,
            decidedAt: at,
            decisionReason: reason ?? null,
          };
    await tx
      .update(verificationRequests)
      .set({ ...change, updatedAt: at })
      .where(eq(verificationRequests.id, requestId));
    await syncBadgeFlags(tx, current.userId);
    await recordAudit(tx, {
      actor,
      action: `verification.${action}`,
      itemKind: 'verification',
      itemId: requestId,
      ...(reason ? { reason } : {}),
      detail: { userId: current.userId, role: current.role },
    });
    const [row] = await tx
      .select({ ...getTableColumns(verificationRequests), documents: documentsJson })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId));
    if (!row) throw notFound();
    // the badge being taken away is the one approved before
    return { request: requestOf(row), badge: badgeOfRow({ ...row, status: 'approved', decidedAt: row.decidedAt }) };
  });
  const { request, badge } = decided;
  // cards, pages and the home page show the badge
  await Promise.all(['professionals', 'jobs', 'home'].map((namespace) => invalidate(deps, namespace)));
  const to = ROLE_DASHBOARD[request.role];
  const userId = await ownerOf(deps.db, requestId);
  if (userId) {
    await notify(deps, {
      userId,
      kind: 'trust',
      // `badge` is what the bell words in the reader's language; `item`, in English, is for lists
      // that predate it
      payload: { event: EVENT[action], item: badge ? badgeLabel(badge) : '', badge, reason: reason ?? '', to },
    });
    await sendDecisionMail(deps, { userId, action, badge, reason, to });
  }
  return request;
}

async function ownerOf(db: Db, requestId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verificationRequests.userId })
    .from(verificationRequests)
    .where(eq(verificationRequests.id, requestId));
  return row?.userId ?? null;
}
