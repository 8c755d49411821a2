import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '#contract/notification-settings.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { NOTIFICATION_SETTINGS_QUERY_KEY, updateNotificationSettings } from './security-api.ts';

/**
 * Turns the unread-message e-mails on or off. The setting changes in the cache at once and goes
 * back with an error toast if the server refuses; the page's language becomes the e-mails' language.
 */
export function useUpdateNotificationSettings() {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailMessages: boolean) => updateNotificationSettings({ emailMessages, language }),
    onMutate: async (emailMessages) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATION_SETTINGS_QUERY_KEY });
      const previous = queryClient.getQueryData<NotificationSettings>(NOTIFICATION_SETTINGS_QUERY_KEY);
      queryClient.setQueryData<NotificationSettings>(NOTIFICATION_SETTINGS_QUERY_KEY, { emailMessages });
      return { previous };
    },
    onError: (error, _emailMessages, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, context.previous);
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'security.notifications.saveFailed' });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, saved);
      toast.success(t('security.notifications.saved'));
    },
  });
}
