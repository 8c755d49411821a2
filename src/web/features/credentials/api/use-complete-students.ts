import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkCompleteInput } from '#contract/credentials.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { completeStudents, ISSUED_CREDENTIALS_KEY } from './credentials-api.ts';

/**
 * Marks the selected learners of a program completed, which issues each one's credential. The answer
 * (how many were issued, whom it skipped and why) is the mutation's data, which the dialog shows; the
 * list the learners sit in is refreshed by the page once the dialog closes, since completed learners
 * leave it (and with them, the dialog's place).
 */
export function useCompleteStudents(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkCompleteInput) => completeStudents(programId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ISSUED_CREDENTIALS_KEY }),
    onError: (error) => showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'credentials.bulk.failed' }),
  });
}
