import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuspendCredentialInput } from '#contract/credentials.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ISSUED_CREDENTIALS_KEY, MY_CREDENTIALS_KEY, setSuspension } from './credentials-api.ts';
import { STAFF_CREDENTIALS_KEY } from './staff-credentials-api.ts';

/**
 * Suspends a credential (`suspend`) or lifts its suspension, with a reason (one I issued, or any as
 * staff), then refreshes the lists it sits in.
 */
export function useSetSuspension(id: string, suspend: boolean, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SuspendCredentialInput) => setSuspension(id, suspend, input),
    onSuccess: async () => {
      toast.success(t(suspend ? 'credentials.issued.suspended' : 'credentials.issued.lifted'));
      onDone();
      await Promise.all(
        [ISSUED_CREDENTIALS_KEY, STAFF_CREDENTIALS_KEY, MY_CREDENTIALS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) =>
      showErrorToast(error, {
        titleKey: 'toast.error',
        descriptionKey: suspend ? 'credentials.issued.suspendFailed' : 'credentials.issued.liftFailed',
      }),
  });
}
