import type { BookingStatus } from '#contract/bookings.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

const TONES: Record<BookingStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-900',
  no_show: 'bg-red-100 text-red-900',
};

/** A booking's status as a coloured word; the word carries the meaning, the colour only helps. */
export function StatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status], className)}
      data-status={status}
    >
      {t(`bookings.status.${status}`)}
    </span>
  );
}
