import { useTranslation } from '#web/lib/use-translation.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Shown while a page's code or the account is loading. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    // at least a screen tall: the footer stays below the fold until the page arrives, instead of
    // showing and then jumping down (a layout shift on every first load)
    <div role="status" aria-live="polite" className="mx-auto min-h-dvh max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <span className="sr-only">{t('shell.loading')}</span>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl" />
      <Skeleton className="mt-2 h-5 w-5/6 max-w-lg" />
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="hidden h-40 rounded-2xl lg:block" />
      </div>
    </div>
  );
}
