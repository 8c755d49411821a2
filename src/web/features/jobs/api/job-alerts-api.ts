import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAlert, JobAlertFormInput, JobAlertList } from '#contract/job-alerts.ts';
import { api } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

// Types only from '#contract/job-alerts.ts': its values would bring zod into these pages.

export const jobAlertsKeys = { all: ['job-alerts'] as const };

/** My job alerts (Account Settings). */
export const jobAlertsQueryOptions = queryOptions({
  queryKey: jobAlertsKeys.all,
  queryFn: ({ signal }): Promise<JobAlertList> => api.get('/me/job-alerts', { signal }),
});

type AlertChange =
  | { action: 'create'; input: JobAlertFormInput }
  | { action: 'update'; id: string; input: JobAlertFormInput }
  | { action: 'remove'; id: string };

const DONE: Record<AlertChange['action'], MessageKey> = {
  create: 'jobAlerts.saved',
  update: 'jobAlerts.updated',
  remove: 'jobAlerts.removed',
};

/**
 * Creates, changes (search, frequency, pause) or removes one of my alerts, in the page's language
 * (the alert's e-mails follow it); a toast says it is done or why not, and the list reloads.
 */
export function useChangeJobAlert(options: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { t, language } = useTranslation();
  return useMutation({
    mutationFn: async (change: AlertChange): Promise<JobAlert | null> => {
      if (change.action === 'remove') {
        await api.delete('/me/job-alerts/{id}', { path: { id: change.id } });
        return null;
      }
      const body = { ...change.input, language };
      return change.action === 'create'
        ? api.post('/me/job-alerts', { body })
        : api.put('/me/job-alerts/{id}', { path: { id: change.id }, body });
    },
    onSuccess: (_alert, change) => {
      toast.success(t(DONE[change.action]));
      options.onDone?.();
    },
    onError: (error) => showErrorToast(error, { titleKey: 'jobAlerts.saveFailed' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobAlertsKeys.all }),
  });
}
