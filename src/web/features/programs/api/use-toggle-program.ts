import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstitutionProgram } from '#contract/catalogue.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toggledProgramInput } from '../lib/program-form.ts';
import { INSTITUTION_DASHBOARD_KEY, updateProgram } from './programs-api.ts';
import { showProgramErrorToast } from '../lib/program-error-toast.ts';

/** Turns a program's "Active" switch; the dashboard reloads. */
export function useToggleProgram(program: InstitutionProgram) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateProgram(program.id, toggledProgramInput(program)),
    onSuccess: () => {
      toast.success(t('programs.updated'));
      return queryClient.invalidateQueries({ queryKey: INSTITUTION_DASHBOARD_KEY });
    },
    onError: (error) => showProgramErrorToast(error, 'programs.saveFailed'),
  });
}
