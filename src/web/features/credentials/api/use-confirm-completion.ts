import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteStudentInput } from '#contract/credentials.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { confirmCompletion, ISSUED_CREDENTIALS_KEY } from './credentials-api.ts';

/** Confirms a client completed the professional's service, issuing their credential (decision 055). */
export function useConfirmCompletion(
  { serviceId, clientId, name }: { serviceId: string; clientId: string; name: string },
  onConfirmed: () => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteStudentInput) => confirmCompletion(serviceId, clientId, input),
    onSuccess: () => {
      toast.success(t('credentials.clients.done', { name }));
      onConfirmed();
      // the issued list, its counts and the clients' list all hang under this key
      void queryClient.invalidateQueries({ queryKey: ISSUED_CREDENTIALS_KEY });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'credentials.clients.failed' }),
  });
}
