import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { NetworkState } from '#contract/insights.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { insightsKeys, syncLinkedinProfile } from '../api/insights-api.ts';
import type { AnalyzeInput } from '../api/use-analyze-profile.ts';

/**
 * Back from LinkedIn (`?linkedin_connected=true` or `?linkedin_error`): sync the linked identity,
 * then put the URL back to /dashboard. A CV imported earlier is analysed again with `analyze`.
 */
export function useLinkedinReturn(analyze: (input: AnalyzeInput) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const handledReturn = useRef(false);

  useEffect(() => {
    const connected = params.get('linkedin_connected') === 'true';
    const failed = params.has('linkedin_error');
    if ((!connected && !failed) || handledReturn.current) return;
    handledReturn.current = true;
    setParams({}, { replace: true });
    const connectionFailed = () =>
      toast.error(t('insights.toast.connectionFailed'), { description: t('insights.toast.connectionFailedBody') });
    if (failed) {
      connectionFailed();
      return;
    }
    syncLinkedinProfile().then(async ({ profile }) => {
      // the card's first read may still be on its way with the state from before the sync: it
      // must not land on top of the synced profile
      await queryClient.cancelQueries({ queryKey: insightsKeys.network });
      queryClient.setQueryData<NetworkState>(insightsKeys.network, (old) => ({
        analysis: old?.analysis ?? null,
        profile,
      }));
      toast.success(t('insights.toast.connected'), { description: t('insights.toast.connectedBody') });
      // a CV imported earlier is analysed again straight away
      if (profile.linkedinData) analyze({ source: 'linkedin' });
    }, connectionFailed);
  }, [params, setParams, queryClient, t, analyze]);
}
