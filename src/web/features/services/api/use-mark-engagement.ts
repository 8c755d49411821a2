import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngagementStage } from '#contract/trust-lists.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { markEngagement, servicesKeys } from './services-api.ts';

/**
 * "Work agreed" / "Work done" on an enquiry of my dashboard: one click records it, and the client
 * may then review that service. The dashboard (stage, ratings) and the public page reload.
 */
export function useMarkEngagement(enquiry: { userId: string; userName: string; serviceId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stage: EngagementStage) =>
      markEngagement({ clientId: enquiry.userId, serviceId: enquiry.serviceId, stage }),
    onSuccess: async (saved) => {
      const key =
        saved.stage === 'done'
          ? 'professionalDashboard.engagement.savedDone'
          : 'professionalDashboard.engagement.savedAgreed';
      toast.success(t(key, { name: enquiry.userName }));
      await queryClient.invalidateQueries({ queryKey: servicesKeys.dashboard });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'professionalDashboard.engagement.failed' }),
  });
}
