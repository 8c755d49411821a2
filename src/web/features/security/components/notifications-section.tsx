import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.ts';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notificationSettingsQueryOptions } from '../api/security-api.ts';
import { useUpdateNotificationSettings } from '../api/use-update-notification-settings.ts';
import { Section } from './section.tsx';

/**
 * E-mails about unread messages, on or off. The switch moves at once and goes back with an error
 * toast if the server refuses; the page's language becomes the e-mails' language.
 */
export function NotificationsSection() {
  const { t } = useTranslation();
  const hintId = useId();
  const query = useQuery(notificationSettingsQueryOptions);

  const save = useUpdateNotificationSettings();

  return (
    <Section id="security-notifications" title={t('security.notifications.title')}>
      {query.data ? (
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            role="switch"
            checked={query.data.emailMessages}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
            aria-describedby={hintId}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>
            <span className="block font-medium text-slate-900">{t('security.notifications.emailMessages')}</span>
            <span id={hintId} className="block text-slate-600">
              {t('security.notifications.emailMessagesHint')}
            </span>
          </span>
        </label>
      ) : query.isError ? (
        <LoadFailed
          messageKey="security.notifications.loadFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="py-4"
        />
      ) : (
        <Skeleton className="h-10 w-full" />
      )}
    </Section>
  );
}
