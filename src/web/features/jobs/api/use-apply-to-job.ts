import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyInput } from '#contract/job-applications.ts';
import type { JobDetail } from '#contract/jobs.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyToJob, jobsKeys } from './jobs-api.ts';

/**
 * Applies to a job. The job shows my application at once and My Applications reloads; when I had
 * already applied (from another tab), the job is fetched again. The caller says so in toasts.
 */
export function useApplyToJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) => applyToJob(jobId, input),
    onSuccess: (application) => {
      queryClient.setQueryData<JobDetail>(jobsKeys.job(jobId), (old) =>
        old
          ? {
              ...old,
              myApplication: { id: application.id, status: application.status, appliedAt: application.appliedAt },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: jobsKeys.myApplications });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.key === 'jobsApi.alreadyApplied') {
        void queryClient.invalidateQueries({ queryKey: jobsKeys.job(jobId) });
      }
    },
  });
}
