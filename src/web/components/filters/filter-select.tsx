import type { FacetCount } from '#contract/facets.ts';
import type { LabelledList } from '#contract/list-labels.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { TranslateFunction } from '#web/lib/i18n.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { cn } from '#web/lib/cn.ts';
import { selectClasses } from '#web/components/ui/field.tsx';
import { Label } from '#web/components/ui/label.tsx';

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

/** The options of a labelled list (#contract/list-labels.ts), in its order. */
export function listOptions<Value extends string>(
  t: TranslateFunction,
  list: LabelledList,
  values: readonly Value[],
): FilterOption<Value>[] {
  return values.map((value) => ({ value, label: optionLabel(t, list, value) }));
}

interface FilterSelectProps<Value extends string> {
  id: string;
  label: string;
  /** Null: "Any". */
  value: Value | null;
  options: readonly FilterOption<Value>[];
  /** How many results each option would leave; none (loading, failed) shows the labels alone. */
  counts?: Partial<Record<Value, FacetCount>> | undefined;
  onChange: (value: Value | null) => void;
}

/**
 * "Full-time (23)", "Full-time (100+)"; the label alone without a count, or when the count is a
 * lower bound of nothing ("0+" would say neither "none" nor "some").
 */
export function optionText(t: TranslateFunction, label: string, count: FacetCount | undefined): string {
  if (!count || (count.isCapped && count.count === 0)) return label;
  return t(count.isCapped ? 'filters.optionCountCapped' : 'filters.optionCount', { label, count: count.count });
}

/** One list filter of a filter row or sheet: a native select whose first option is "Any". */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  options,
  counts,
  onChange,
}: FilterSelectProps<Value>) {
  const { t } = useTranslation();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={cn(selectClasses, 'mt-1')}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? null)}
      >
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {optionText(t, option.label, counts?.[option.value])}
          </option>
        ))}
      </select>
    </div>
  );
}
