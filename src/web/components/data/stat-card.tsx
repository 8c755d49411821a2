import type { ComponentType } from 'react';
import { Card } from '#web/components/ui/card.tsx';

interface StatCardProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  label: string;
  /** The figure, already formatted for the language. */
  value: string;
  note?: string;
}

/** One figure of a dashboard's summary row, with its label and an optional note. */
export function StatCard({ icon: Icon, label, value, note }: StatCardProps) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      {/* the label is read before the figure; the figure is shown first */}
      <div className="flex min-w-0 flex-col">
        <p className="order-2 text-sm text-slate-700">{label}</p>
        <p className="order-1 text-2xl font-bold text-slate-900">{value}</p>
        {note ? <p className="order-3 text-xs text-slate-600">{note}</p> : null}
      </div>
    </Card>
  );
}
