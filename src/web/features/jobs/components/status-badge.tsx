import type { ApplicationStatus } from '#contract/lists.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { optionLabel } from '#web/lib/option-label.ts';

// colours with at least 4.5:1 contrast for their text
const TONES: Record<ApplicationStatus, string> = {
  pending: 'bg-slate-100 text-slate-800',
  reviewed: 'bg-sky-50 text-sky-800',
  shortlisted: 'bg-brand-50 text-brand-800',
  interview: 'bg-saffron-50 text-saffron-700',
  hired: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-50 text-red-800',
  withdrawn: 'border border-dashed border-slate-400 bg-white text-slate-700',
};

/** An application's status (decisions.md §6) as a coloured badge. */
export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status], className)}>
      {optionLabel(t, 'applicationStatuses', status)}
    </span>
  );
}
