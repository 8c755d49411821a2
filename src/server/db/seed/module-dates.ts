/**
 * When a demo learner finished each of their first `modulesDone` modules, keyed by module index as
 * `enrolled_courses.module_completed_at` keeps them (decision 058): one after another, evenly
 * between enrolling and the last visit, the last one at the last visit.
 */
export function moduleDatesBetween(enrolledAt: Date, lastAccessed: Date, modulesDone: number): Record<string, string> {
  const span = lastAccessed.getTime() - enrolledAt.getTime();
  return Object.fromEntries(
    Array.from({ length: modulesDone }, (_, index) => [
      String(index),
      new Date(enrolledAt.getTime() + (span * (index + 1)) / modulesDone).toISOString(),
    ]),
  );
}
