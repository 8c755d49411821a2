import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedinData } from '#contract/insights.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { analyzeAndRefresh, analyzeProfile, reanalyzeProfile, type Source } from './insights-api.ts';

export interface AnalyzeInput {
  /** New profile data (a CV, the demo); without it the stored profile is analysed again. */
  data?: LinkedinData;
  source: Source;
}

/** Runs the skill-gap analysis and refreshes the network state; `onAnalyzed` follows a success. */
export function useAnalyzeProfile(onAnalyzed?: () => void) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnalyzeInput) =>
      analyzeAndRefresh(queryClient, () =>
        input.data ? analyzeProfile(input.data, input.source, language) : reanalyzeProfile(language),
      ),
    onSuccess: () => {
      toast.success(t('insights.toast.analyzed'), { description: t('insights.toast.analyzedBody') });
      onAnalyzed?.();
    },
    onError: () => {
      toast.error(t('insights.toast.analysisFailed'), { description: t('insights.toast.analysisFailedBody') });
    },
  });
}
