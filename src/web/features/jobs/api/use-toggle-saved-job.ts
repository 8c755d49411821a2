import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedJobIds } from '#contract/saved-jobs.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { saveJob, savedJobsKeys, unsaveJob } from './saved-jobs-api.ts';

/**
 * Saves (true) or unsaves (false) a job. The bookmark turns at once; a failure turns it back and
 * says why (e.g. the 500-job cap). Afterwards the saved ids and the dashboard's list reload.
 */
export function useToggleSavedJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) => (save ? saveJob(jobId).then(() => undefined) : unsaveJob(jobId)),
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: savedJobsKeys.ids });
      const previous = queryClient.getQueryData<SavedJobIds>(savedJobsKeys.ids);
      const others = (previous?.jobIds ?? []).filter((id) => id !== jobId);
      queryClient.setQueryData<SavedJobIds>(savedJobsKeys.ids, { jobIds: save ? [jobId, ...others] : others });
      return { previous };
    },
    onError: (error, _save, context) => {
      if (context?.previous) queryClient.setQueryData(savedJobsKeys.ids, context.previous);
      else queryClient.removeQueries({ queryKey: savedJobsKeys.ids });
      showErrorToast(error, { titleKey: 'savedJobs.saveFailed' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedJobsKeys.all }),
  });
}
