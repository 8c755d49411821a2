import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';

/** Skeletons in a status region, so a screen reader hears 'Loading…' while they show. */
export function LoadingStatus({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={className}>
      <span className="sr-only">{t('shell.loading')}</span>
      {children}
    </div>
  );
}
