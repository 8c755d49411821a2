import type { MessageKey } from '#contract/locales/message-key.ts';
import type { ReactNode } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { LoadingStatus } from './loading-status.tsx';
import { QueryView, type ViewedQuery } from './query-view.tsx';

interface QuerySectionProps<T> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Beside the heading, e.g. a link to the full list. */
  aside?: ReactNode;
  className?: string;
  query: ViewedQuery<T[]>;
  failedKey: MessageKey;
  /** The class of each of the two skeleton rows shown while loading. */
  skeletonClassName: string;
  /** What shows when the list is empty. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A dashboard section with a heading over one loaded list: skeletons, failure, empty or the list. */
export function QuerySection<T>({
  id,
  title,
  aside,
  className,
  query,
  failedKey,
  skeletonClassName,
  empty,
  children,
}: QuerySectionProps<T>) {
  const heading = (
    <h2 id={id} className="text-xl font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {aside ? <div className="flex items-center justify-between gap-4">{heading}{aside}</div> : heading}
      <QueryView
        query={query}
        failedKey={failedKey}
        loading={
          <LoadingStatus className="mt-4 space-y-3">
            <Skeleton className={skeletonClassName} />
            <Skeleton className={skeletonClassName} />
          </LoadingStatus>
        }
        isEmpty={(items) => items.length === 0}
        empty={empty}
      >
        {children}
      </QueryView>
    </section>
  );
}
