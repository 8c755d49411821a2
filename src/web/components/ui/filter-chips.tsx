import { cn } from '#web/lib/cn.ts';

interface FilterChipsProps {
  /** Names the group for screen readers ("Categories"). */
  label: string;
  /** The chips in order; `null` is the "All" chip. */
  options: readonly (string | null)[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  /** The text of a chip. */
  textOf: (value: string | null) => string;
  className?: string;
}

/** One-choice filter chips: a row that scrolls sideways on phones and wraps on wider screens. */
export function FilterChips({ label, options, selected, onSelect, textOf, className }: FilterChipsProps) {
  return (
    <div role="group" aria-label={label} className={cn('-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0', className)}>
      <ul className="flex gap-2 sm:flex-wrap">
        {options.map((value) => {
          const isSelected = value === selected;
          return (
            <li key={value ?? 'all'} className="shrink-0">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(value)}
                className={cn(
                  'h-9 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  isSelected
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                {textOf(value)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
