import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { deleteService, servicesKeys } from './services-api.ts';

/** Deletes one of my listings; the dashboard reloads. */
export function useDeleteService(serviceId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteService(serviceId),
    onSuccess: async () => {
      toast.success(t('professionalDashboard.deleted'));
      await queryClient.invalidateQueries({ queryKey: servicesKeys.dashboard });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'professionalDashboard.deleteFailed' }),
  });
}
