import { useMutation } from '@tanstack/react-query';
import type { CompleteStudentInput } from '#contract/credentials.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { completeStudent } from './credentials-api.ts';

/**
 * Marks a learner completed, which issues their credential. The list the learner sits in belongs to
 * the page that shows it, so the page says what to refresh (`onCompleted`).
 */
export function useCompleteStudent(
  { programId, userId, name }: { programId: string; userId: string; name: string },
  onCompleted: () => void,
) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (input: CompleteStudentInput) => completeStudent(programId, userId, input),
    onSuccess: () => {
      toast.success(t('credentials.complete.done', { name }));
      onCompleted();
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'credentials.complete.failed' }),
  });
}
