import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { notificationSettings } from '#server/db/schema/notifications.ts';
import { reports } from '#server/db/schema/trust.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { notifyAll } from '#server/lib/notify.ts';
import { mailLanguages, textIn, type Language } from '#server/lib/locale-text.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { MODERATED_CACHE_NAMESPACES } from '#server/lib/visibility.ts';
import type { ModeratedKind } from '#contract/trust-lists.ts';

// What happens after a moderation action is committed: the public cache forgets the item, the
// owner is told in the app and by e-mail, and every reporter learns the outcome. A failed e-mail is
// logged; the action stands.

export type OutcomeDeps = Pick<AppDeps, 'db' | 'bus' | 'cache' | 'mailer' | 'publicUrl' | 'logger'>;

/** The trust notification events moderation sends (texts: messaging notificationList.trust.*). */
export type TrustEvent =
  | 'item_hidden'
  | 'review_hidden'
  | 'item_restored'
  | 'account_suspended'
  | 'account_restored'
  | 'report_actioned'
  | 'report_dismissed'
  | 'appeal_upheld'
  | 'appeal_reversed'
  | 'job_released';

export interface OwnerNotice {
  userId: string;
  event: TrustEvent;
  item: string;
  reason: string;
  to: string;
}

/** Drops every public answer that could show a moderated item. */
export async function forgetPublicAnswers(deps: Pick<AppDeps, 'cache'>): Promise<void> {
  await Promise.all(MODERATED_CACHE_NAMESPACES.map((namespace) => invalidate(deps, namespace)));
}

/** The reporters (not the platform) of an item's reports that `resolvedAt` closed. */
export async function reportersOf(db: Db, kind: ModeratedKind, id: string, resolvedAt: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ reporterId: reports.reporterId })
    .from(reports)
    .where(
      and(
        eq(reports.itemKind, kind),
        eq(reports.itemId, id),
        eq(reports.resolvedAt, resolvedAt),
        isNotNull(reports.reporterId),
      ),
    );
  return rows.flatMap((row) => (row.reporterId ? [row.reporterId] : []));
}

/**
 * The owner's e-mail about an action, in each of `languages` (their mail language, or English then
 * Nepali while it is unknown); the subject in the first.
 */
export function outcomeEmail(
  notice: OwnerNotice,
  publicUrl: string,
  languages: readonly Language[],
): { subject: string; text: string } {
  const values = {
    item: notice.item,
    reason: notice.reason,
    url: `${publicUrl.replace(/\/$/, '')}${notice.to}`,
    contactUrl: `${publicUrl.replace(/\/$/, '')}/contact`,
  };
  const body = (language: Language) =>
    [`moderation.email.${notice.event}`, 'moderation.email.reason', 'moderation.email.next']
      .map((key) => textIn(language, key, values))
      .join('\n\n');
  return {
    subject: textIn(languages[0] ?? 'en', 'moderation.email.subject', values),
    text: `${languages.map(body).join('\n\n---\n\n')}\n`,
  };
}

/** Tells the owner (in the app and by e-mail) and the reporters (in the app) what staff decided. */
export async function announce(
  deps: OutcomeDeps,
  owner: OwnerNotice | null,
  reporters: { userIds: string[]; event: 'report_actioned' | 'report_dismissed'; item: string },
): Promise<void> {
  const list: { userId: string; kind: string; payload: Record<string, unknown> }[] = reporters.userIds.map(
    (userId) => ({
      userId,
      kind: 'trust',
      payload: { event: reporters.event, item: reporters.item, reason: null, to: '/dashboard' },
    }),
  );
  if (owner) {
    list.push({
      userId: owner.userId,
      kind: 'trust',
      payload: { event: owner.event, item: owner.item, reason: owner.reason, to: owner.to },
    });
  }
  await notifyAll(deps, list);
  if (owner) await emailOwner(deps, owner);
}

async function emailOwner(deps: OutcomeDeps, notice: OwnerNotice): Promise<void> {
  try {
    const [owner] = await deps.db
      .select({ email: users.email, language: notificationSettings.mailLanguage })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, notice.userId));
    if (owner) {
      const email = outcomeEmail(notice, deps.publicUrl, mailLanguages(owner.language));
      await deps.mailer.send({ to: owner.email, ...email });
    }
  } catch (error) {
    deps.logger.error('moderation e-mail failed', {
      userId: notice.userId,
      event: notice.event,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
