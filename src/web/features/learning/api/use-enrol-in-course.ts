import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '#contract/catalogue.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { catalogueKeys, enrolInCourse } from './learning-api.ts';

/** Enrols me in a course: the page shows the enrolment at once, the learner dashboard reloads. */
export function useEnrolInCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrolInCourse(courseId),
    onSuccess: (enrollment) => {
      queryClient.setQueryData<CourseDetail>(catalogueKeys.course(courseId), (old) =>
        old ? { ...old, enrollment } : old,
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.learnerDashboard });
    },
    onError: (error) => showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'catalogue.enrolFailed' }),
  });
}
