import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { jobsKeys, setJobOpen } from './jobs-api.ts';

/** Closes or reopens one of my postings; the dashboard and the public list follow. */
export function useSetJobOpen(jobId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (open: boolean) => setJobOpen(jobId, open),
    onSuccess: async (updated) => {
      toast.success(t(updated.isActive ? 'companyDashboard.jobs.reopenedToast' : 'companyDashboard.jobs.closedToast'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKeys.company }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]);
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'companyDashboard.jobs.updateFailed' }),
  });
}
