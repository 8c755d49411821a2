import { CourseDetailPage } from '#web/features/learning/components/course-detail.tsx';

/** /courses/:id — a course and the learner's progress (spec §2). */
export function Component() {
  return <CourseDetailPage />;
}
