import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';

/** The category and subcategory badges of a card (spec §2). */
export function CategoryBadges({ category, subcategory }: { category: string; subcategory: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
        {optionLabel(t, 'courseCategories', category)}
      </span>
      <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
        {optionLabel(t, 'courseSubcategories', subcategory)}
      </span>
    </div>
  );
}
