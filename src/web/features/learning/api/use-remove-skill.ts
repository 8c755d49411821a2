import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSkill } from '#contract/catalogue.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { catalogueKeys, removeSkill } from './learning-api.ts';

/** Removes one of my skills; the learner dashboard reloads. */
export function useRemoveSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skill: UserSkill) => removeSkill(skill.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.learnerDashboard }),
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'learner.skills.removeFailed' }),
  });
}
