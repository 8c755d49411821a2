import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CourseProviderInput, StaffCourseCard, StaffCourseList } from '#contract/staff-courses.ts';
import { api } from '#web/lib/api-client.ts';

// The staff console's Courses tab (decision 060): catalogue courses and their providers.

export const STAFF_COURSES_KEY = ['staff', 'courses'] as const;

export const staffCoursesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [...STAFF_COURSES_KEY, q, page] as const,
    queryFn: ({ signal }): Promise<StaffCourseList> =>
      api.get('/staff/courses', { query: { q: q || undefined, page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function setCourseProvider(id: string, input: CourseProviderInput): Promise<StaffCourseCard> {
  return api.put('/staff/courses/{id}/provider', { path: { id }, body: input });
}

/** The provider form's schema, fetched with the tab. */
export const loadCourseProviderSchema = () =>
  import('#contract/staff-courses.ts').then((module) => module.CourseProviderForm);
