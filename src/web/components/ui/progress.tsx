import { cn } from '#web/lib/cn.ts';

interface ProgressProps {
  /** 0–100. */
  value: number;
  /** Accessible name, when no visible label names the bar through `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** A determinate progress bar (completion, uploads), announced with its value. */
export function Progress({ value, className, ...labelling }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      {...labelling}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
