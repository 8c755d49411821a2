import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeCredentialInput } from '#contract/credentials.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ISSUED_CREDENTIALS_KEY, revokeCredential } from './credentials-api.ts';
import { STAFF_CREDENTIALS_KEY } from './staff-credentials-api.ts';

/** Revokes a credential (one I issued, or any as staff) with a reason, then refreshes the lists it sits in. */
export function useRevokeCredential(id: string, onRevoked: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RevokeCredentialInput) => revokeCredential(id, input),
    onSuccess: async () => {
      toast.success(t('credentials.issued.done'));
      onRevoked();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ISSUED_CREDENTIALS_KEY }),
        queryClient.invalidateQueries({ queryKey: STAFF_CREDENTIALS_KEY }),
      ]);
    },
    onError: (error) => showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'credentials.issued.failed' }),
  });
}
