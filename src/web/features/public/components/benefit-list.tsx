import type { LucideIcon } from 'lucide-react';
import type { ItemsUnder, MessageKey } from '#contract/locales/message-key.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/** A titled list of benefits or values, each with an icon, a title and a sentence. */
export function BenefitList<Group extends string>({
  id,
  title,
  group,
  items,
}: {
  id: string;
  title: string;
  /** Locale group of the items: `${group}.${key}.title` and `.body`. */
  group: Group;
  items: readonly { key: ItemsUnder<Group, 'title'>; icon: LucideIcon }[];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <ul className="mt-5 space-y-4">
        {items.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-saffron-50 text-saffron-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`${group}.${key}.title` as MessageKey)}</h3>
              <p className="mt-0.5 text-slate-700">{t(`${group}.${key}.body` as MessageKey)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
