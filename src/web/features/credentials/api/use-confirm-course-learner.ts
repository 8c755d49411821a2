import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteStudentInput } from '#contract/credentials.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { confirmCourseLearner, ISSUED_CREDENTIALS_KEY } from './credentials-api.ts';

/** Confirms a learner finished a course the issuer provides, issuing their credential (decision 058). */
export function useConfirmCourseLearner(
  { courseId, learnerId, name }: { courseId: string; learnerId: string; name: string },
  onConfirmed: () => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteStudentInput) => confirmCourseLearner(courseId, learnerId, input),
    onSuccess: () => {
      toast.success(t('credentials.courseLearners.done', { name }));
      onConfirmed();
      // the issued list, its counts and the course learners all hang under this key
      void queryClient.invalidateQueries({ queryKey: ISSUED_CREDENTIALS_KEY });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'credentials.courseLearners.failed' }),
  });
}
