import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ISSUED_CREDENTIALS_KEY, reissueCredential } from './credentials-api.ts';

/** Reissues one of my credentials with the learner's current details, then refreshes my list. */
export function useReissueCredential(id: string, onReissued: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reissueCredential(id),
    onSuccess: async () => {
      toast.success(t('credentials.issued.reissued'));
      onReissued();
      await queryClient.invalidateQueries({ queryKey: ISSUED_CREDENTIALS_KEY });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'credentials.issued.reissueFailed' }),
  });
}
