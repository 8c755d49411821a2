import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/trust.ts';
import type { ModeratedKind } from '#contract/trust-lists.ts';

/** One staff action, as the audit log keeps it. */
export interface AuditEntry {
  actor: { id: string; email: string };
  /** `<subject>.<verb>`: verification.approve, report.dismiss, item.hide, account.suspend… */
  action: string;
  itemKind?:
    | ModeratedKind
    | 'verification'
    | 'contact'
    | 'appeal'
    | 'report'
    | 'booking'
    | 'credential'
    | 'payout'
    | 'payment'
    | 'course';
  itemId?: string;
  reason?: string;
  detail?: Record<string, unknown>;
}

/**
 * Appends a staff action to the audit log. Call it with the transaction that makes the change, so
 * there is never a change without its record or a record without its change.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    itemKind: entry.itemKind ?? null,
    itemId: entry.itemId ?? null,
    reason: entry.reason ?? null,
    detail: entry.detail ?? {},
  });
}
