import { useQueryClient } from '@tanstack/react-query';
import { jobsKeys } from './jobs-api.ts';

/** After a posting is saved: the dashboard, and the public list that shows the new or changed posting. */
export function useInvalidateCompanyJobs() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: jobsKeys.company });
    void queryClient.invalidateQueries({ queryKey: jobsKeys.all });
  };
}
