import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { INSTITUTION_DASHBOARD_KEY, deleteProgram } from './programs-api.ts';
import { showProgramErrorToast } from '../lib/program-error-toast.ts';

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
    onError: (error) => showProgramErrorToast(error, 'programs.deleteFailed'),
  });
}
