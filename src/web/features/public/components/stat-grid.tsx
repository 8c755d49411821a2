import type { ItemsUnder, MessageKey } from '#contract/locales/message-key.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/** The claimed statistics of spec §1, as a description list. */
export function StatGrid<Group extends string>({
  group,
  keys,
}: {
  group: Group;
  keys: readonly ItemsUnder<Group, 'label'>[];
}) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {keys.map((key) => (
        <div key={key} className="flex flex-col-reverse justify-end rounded-2xl bg-white p-4 shadow-sm">
          <dt className="mt-1 text-sm text-slate-600">{t(`${group}.${key}.label` as MessageKey)}</dt>
          <dd className="text-2xl font-bold text-brand-800 sm:text-3xl">{t(`${group}.${key}.value` as MessageKey)}</dd>
        </div>
      ))}
    </dl>
  );
}
