import type { ModeratedItem } from '#contract/moderation.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/** Whether an item is hidden, held for review, or its owner suspended. */
export function ItemBadges({ item }: { item: ModeratedItem }) {
  const { t } = useTranslation();
  const badges = [
    item.hiddenAt ? t('moderation.queue.hiddenBadge') : null,
    item.heldAt ? t('moderation.queue.heldBadge') : null,
    item.ownerSuspended ? t('moderation.queue.suspendedBadge') : null,
  ].filter((badge): badge is string => badge !== null);
  if (badges.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-1.5">
      {badges.map((badge) => (
        <span key={badge} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
          {badge}
        </span>
      ))}
    </p>
  );
}
