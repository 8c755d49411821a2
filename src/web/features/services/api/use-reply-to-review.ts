import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { replyToReview, servicesKeys } from './services-api.ts';

/** Answers a review of mine (once); the dashboard shows the reply. */
export function useReplyToReview(reviewId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: string) => replyToReview(reviewId, reply),
    onSuccess: async () => {
      toast.success(t('professionalDashboard.replySaved'));
      await queryClient.invalidateQueries({ queryKey: servicesKeys.dashboard });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'professionalDashboard.replyFailed' }),
  });
}
