import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramDetail } from '#contract/catalogue.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { catalogueKeys, enrolInProgram } from './learning-api.ts';

/** Enrols me in a program; the page shows the enrolment at once. */
export function useEnrolInProgram(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrolInProgram(programId),
    onSuccess: (enrollment) => {
      queryClient.setQueryData<ProgramDetail>(catalogueKeys.program(programId), (old) =>
        old ? { ...old, enrollment } : old,
      );
    },
    onError: (error) => showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'catalogue.enrolFailed' }),
  });
}
