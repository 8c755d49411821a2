import type { MessageKey } from '#contract/locales/message-key.ts';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';

/** The parts of a TanStack query a view reads. */
export type ViewedQuery<T> = Pick<UseQueryResult<T>, 'data' | 'isError' | 'errorUpdatedAt' | 'isFetching' | 'refetch'>;

interface QueryViewProps<T> {
  query: ViewedQuery<T>;
  /** Locale key of the screen's failure text, shown with Try again (and as a toast). */
  failedKey: MessageKey;
  failedClassName?: string;
  /** Shown before the first answer, usually skeletons in a `LoadingStatus`. */
  loading: ReactNode;
  /** Whether an answer counts as empty, and what shows then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /**
   * A failed refetch replaces data already on screen. By default the data stays, and the failure
   * shows only when there is nothing to show.
   */
  errorOverData?: boolean;
  children: (data: T) => ReactNode;
}

/** One place for the loading / failed with retry / empty / loaded branches of a query's view. */
export function QueryView<T>({
  query,
  failedKey,
  failedClassName,
  loading,
  isEmpty,
  empty,
  errorOverData = false,
  children,
}: QueryViewProps<T>) {
  if (query.isError && (errorOverData || query.data === undefined)) {
    return (
      <LoadFailed
        messageKey={failedKey}
        failedAt={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className={failedClassName}
      />
    );
  }
  if (query.data === undefined) return loading;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
