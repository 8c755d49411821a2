import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail as Course } from '#contract/catalogue.ts';
import { progressOf } from '#contract/catalogue-rules.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toggleModule } from '../lib/progress.ts';
import { catalogueKeys, saveCourseProgress } from './learning-api.ts';

/**
 * Ticking a course's modules. `ticks` are the learner's latest ticks, shown until every queued
 * save has been answered; refetches and older answers cannot undo a tick made since.
 */
export function useSaveCourseProgress(courseId: string) {
  const queryClient = useQueryClient();
  const key = catalogueKeys.course(courseId);
  const [ticks, setTicks] = useState<number[] | null>(null);
  const unanswered = useRef(0);
  const save = useMutation({
    // saves run one after another, so the server never applies an older list over a newer one
    scope: { id: `progress-${courseId}` },
    mutationFn: (completedModules: number[]) => saveCourseProgress(courseId, completedModules),
    onError: (error) => {
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'toast.saveProgressFailed' });
    },
    onSuccess: (enrollment) => {
      if (unanswered.current > 1) return;
      queryClient.setQueryData<Course>(key, (old) => (old ? { ...old, enrollment } : old));
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.learnerDashboard });
    },
    onSettled: (_data, error) => {
      unanswered.current -= 1;
      if (unanswered.current > 0) return;
      setTicks(null);
      // after a failure, show what the server really holds
      if (error) void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  /** Shows the tick at once, then queues the save. */
  function toggle(index: number, current: readonly number[]) {
    const completedModules = toggleModule([...current], index);
    setTicks(completedModules);
    // a fetch already on its way was answered before this tick and would show its progress undone
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<Course>(key, (old) =>
      old?.enrollment
        ? {
            ...old,
            enrollment: {
              ...old.enrollment,
              completedModules,
              progress: progressOf(completedModules, old.modules.length),
            },
          }
        : old,
    );
    unanswered.current += 1;
    save.mutate(completedModules);
  }

  return { ticks, toggle };
}
