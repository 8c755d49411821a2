import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function RemovedState({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ShieldAlert}
      headingLevel={1}
      title={t('moderation.removed.title')}
      description={t('moderation.removed.body')}
      action={action}
      className="py-20"
    />
  );
}
