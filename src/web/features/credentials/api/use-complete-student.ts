import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteStudentInput } from '#contract/credentials.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { completeStudent, ISSUED_CREDENTIALS_KEY } from './credentials-api.ts';

/**
 * Marks a learner completed, which issues their credential. The list the learner sits in belongs to
 * the page that shows it, so the page says what to refresh (`onCompleted`).
 */
export function useCompleteStudent(
  { programId, userId, name }: { programId: string; userId: string; name: string },
  onCompleted: () => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteStudentInput) => completeStudent(programId, userId, input),
    onSuccess: () => {
      toast.success(t('credentials.complete.done', { name }));
      onCompleted();
      void queryClient.invalidateQueries({ queryKey: ISSUED_CREDENTIALS_KEY });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'credentials.complete.failed' }),
  });
}
