import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/**
 * A button that shows and hides a list under a dashboard row. `children` gets whether it is open,
 * so a list that loads can wait until it is first shown.
 */
export function Disclosure({ label, children }: { label: string; children: (open: boolean) => ReactNode }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
        {label}
      </button>
      <div id={listId} hidden={!open}>
        {children(open)}
      </div>
    </div>
  );
}
