import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { Card } from '#web/components/ui/card.tsx';

interface ListingRowProps {
  title: string;
  href: string;
  /** The state pill: green when `live`, grey otherwise. */
  state: string;
  live: boolean;
  /** The line under the title (type, place, date, counts). */
  details: ReactNode;
  actions: ReactNode;
  /** Below the row, e.g. a list of applicants or students. */
  children?: ReactNode;
}

/** One of my postings on a dashboard: linked title, its state, details and the owner's buttons. */
export function ListingRow({ title, href, state, live, details, actions, children }: ListingRowProps) {
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold text-slate-900">
              <Link to={href} className="hover:underline">
                {title}
              </Link>
            </h3>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                live ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
              )}
            >
              {state}
            </span>
          </div>
          {details}
        </div>
        {actions}
      </div>
      {children}
    </Card>
  );
}
