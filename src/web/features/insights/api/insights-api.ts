import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LinkedinData, NetworkProfile, NetworkState, SkillAnalysis } from '#contract/insights.ts';
import { api } from '#web/lib/api-client.ts';
import { uploadTo } from '#web/lib/api-upload.ts';

export const insightsKeys = { network: ['insights', 'network'] as const };

export const networkStateQueryOptions = queryOptions({
  queryKey: insightsKeys.network,
  queryFn: ({ signal }): Promise<NetworkState> => api.get('/insights/network', { signal }),
});

export type Source = NetworkProfile['source'];

export function analyzeProfile(
  linkedinData: LinkedinData,
  source: Source,
  language: 'en' | 'ne',
): Promise<SkillAnalysis> {
  return api.post('/functions/analyze-linkedin-profile', { body: { linkedinData, source, language } });
}

export function reanalyzeProfile(language: 'en' | 'ne'): Promise<SkillAnalysis> {
  return api.post('/insights/reanalyze', { body: { language } });
}

/**
 * Runs an analysis (`run`), then reads the card's state again: the profile's source label and the
 * analysis change together, from one answer. A failed analysis throws and leaves the card as it
 * was, earlier label and results included.
 */
export async function analyzeAndRefresh(client: QueryClient, run: () => Promise<SkillAnalysis>): Promise<NetworkState> {
  await run();
  return client.fetchQuery({ ...networkStateQueryOptions, staleTime: 0 });
}

export function syncLinkedinProfile(): Promise<{ profile: NetworkProfile }> {
  return api.post('/functions/sync-linkedin-profile');
}

/** Starts linking LinkedIn to the signed-in account; resolves to the provider's address. */
export async function startLinkedinConnect(): Promise<string> {
  const { url } = await api.post('/auth/link-social', {
    body: {
      provider: 'linkedin',
      callbackURL: '/dashboard?linkedin_connected=true',
      errorCallbackURL: '/dashboard?linkedin_error=true',
    },
  });
  if (!url) throw new Error('The server did not return a sign-in address');
  return url;
}

/** Sends a CV with upload progress (fetch cannot report it) and resolves to what it says. */
export function uploadCv(file: File, onProgress: (percent: number) => void): Promise<LinkedinData> {
  return uploadTo('/insights/cv', {
    file,
    contentType: file.type || 'application/octet-stream',
    onProgress: (share) => onProgress(Math.round(share * 100)),
  });
}
