import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseProviderInput } from '#contract/staff-courses.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { setCourseProvider, STAFF_COURSES_KEY } from './staff-courses-api.ts';

/** Sets a catalogue course's provider by e-mail, or clears it (null), then refreshes the Courses tab. */
export function useSetCourseProvider(id: string, onDone?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseProviderInput) => setCourseProvider(id, input),
    onSuccess: async (card) => {
      toast.success(t(card.provider ? 'staff.courses.saved' : 'staff.courses.clearedToast'));
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: STAFF_COURSES_KEY });
    },
    // the server's reason (no such account, not an issuer, hidden) is what staff need to read
    onError: (error) => showErrorToast(error, { titleKey: 'staff.courses.saveFailed' }),
  });
}
