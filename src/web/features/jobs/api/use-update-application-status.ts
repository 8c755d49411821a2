import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '#contract/lists.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { changeApplicationStatus, jobsKeys } from './jobs-api.ts';

/** Moves an application along the pipeline; the dialog shows the answer, the dashboard refreshes. */
export function useUpdateApplicationStatus(applicationId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ApplicationStatus) => changeApplicationStatus(applicationId, { status }),
    onSuccess: (updated) => {
      queryClient.setQueryData(jobsKeys.application(applicationId), updated);
      toast.success(
        t('companyDashboard.application.statusChanged', {
          status: optionLabel(t, 'applicationStatuses', updated.status),
        }),
      );
      // the stat cards, the lists and their counts follow the change
      void queryClient.invalidateQueries({ queryKey: jobsKeys.company });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'companyDashboard.application.statusFailed' }),
  });
}
