import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { INSTITUTION_DASHBOARD_KEY, deleteProgram } from './programs-api.ts';

/** Deletes one of my programs; the dashboard reloads. */
export function useDeleteProgram(programId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProgram(programId),
    onSuccess: async () => {
      toast.success(t('programs.deleted'));
      await queryClient.invalidateQueries({ queryKey: INSTITUTION_DASHBOARD_KEY });
    },
    onError: (error) => showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'programs.deleteFailed' }),
  });
}
