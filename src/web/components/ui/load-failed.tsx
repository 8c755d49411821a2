import { useEffect } from 'react';
import { RefreshCw } from 'lucide-react';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button.tsx';

interface LoadFailedProps {
  /** Locale key of the screen's text ('Failed to load courses and programs'). */
  messageKey: MessageKey;
  /** When the failure happened (the query's errorUpdatedAt): one toast per failure. */
  failedAt: number;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}

/**
 * Something could not be loaded: the 'Error' toast with the screen's text (spec §8), once per
 * failure, and the same text in place with a Try again button.
 */
export function LoadFailed({ messageKey, failedAt, onRetry, retrying, className }: LoadFailedProps) {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t('toast.error'), { description: t(messageKey) });
    // once per failure (not again when the language, and so `t`, changes)
  }, [failedAt, messageKey]);

  return (
    <div role="alert" className={cn('flex flex-col items-center px-4 py-10 text-center', className)}>
      <p className="text-slate-800">{t(messageKey)}</p>
      <Button className="mt-4" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('shell.tryAgain')}
      </Button>
    </div>
  );
}
