import { useEffect } from 'react';
import { RefreshCw } from 'lucide-react';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The form's outline while the profile loads. */
export function ProfileFormSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="mt-6 space-y-6">
      <span className="sr-only">{t('shell.loading')}</span>
      <Skeleton className="h-16 rounded-2xl" />
      <div className="space-y-5 rounded-2xl border border-slate-200 p-5 sm:p-6">
        <Skeleton className="aspect-[24/5] w-full rounded-xl" />
        <div className="flex items-center gap-4">
          <Skeleton className="size-24 rounded-full" />
          <Skeleton className="h-9 w-32" />
        </div>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-2/3" />
      </div>
    </div>
  );
}

/**
 * The profile could not be loaded: the 'Error' toast with the screen's text (spec §8), once per
 * failure, and the same text on the page with a retry.
 */
export function ProfileLoadFailed({
  messageKey,
  failedAt,
  onRetry,
  retrying,
}: {
  messageKey: MessageKey;
  failedAt: number;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t('toast.error'), { description: t(messageKey) });
    // once per failure (not again when the language, and so `t`, changes)
  }, [failedAt, messageKey]);

  return (
    <div role="alert" className="mt-10 flex flex-col items-center text-center">
      <p className="text-slate-800">{t(messageKey)}</p>
      <Button className="mt-4" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('shell.tryAgain')}
      </Button>
    </div>
  );
}
