import { useTranslation } from '#web/lib/use-translation.ts';
import { labelSlug } from '../lib/card-text.ts';

/** The category and subcategory badges of a card (spec §2). */
export function CategoryBadges({ category, subcategory }: { category: string; subcategory: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
        {categoryLabel(t, category)}
      </span>
      <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
        {categoryLabel(t, subcategory)}
      </span>
    </div>
  );
}

/** A category, subcategory or program type in the chosen language (the English name when no key exists). */
export function categoryLabel(t: (key: string) => string, name: string): string {
  const key = `catalogue.labels.${labelSlug(name)}`;
  const text = t(key);
  return text === key ? name : text;
}
