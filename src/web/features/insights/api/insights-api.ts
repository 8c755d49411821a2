import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LinkedinData, NetworkProfile, NetworkState, SkillAnalysis } from '#contract/insights.ts';
import { ApiError, api, toApiError } from '#web/lib/api-client.ts';

export const insightsKeys = { network: ['insights', 'network'] as const };

export const networkStateQueryOptions = queryOptions({
  queryKey: insightsKeys.network,
  queryFn: ({ signal }) => api.get<NetworkState>('/api/insights/network', signal),
});

export type Source = NetworkProfile['source'];

export function analyzeProfile(linkedinData: LinkedinData, source: Source, language: 'en' | 'ne') {
  return api.post<SkillAnalysis>('/api/functions/analyze-linkedin-profile', { linkedinData, source, language });
}

export function reanalyzeProfile(language: 'en' | 'ne') {
  return api.post<SkillAnalysis>('/api/insights/reanalyze', { language });
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

export function syncLinkedinProfile() {
  return api.post<{ profile: NetworkProfile }>('/api/functions/sync-linkedin-profile', {});
}

/** Starts linking LinkedIn to the signed-in account; resolves to the provider's address. */
export async function startLinkedinConnect(): Promise<string> {
  const { url } = await api.post<{ url?: string }>('/api/auth/link-social', {
    provider: 'linkedin',
    callbackURL: '/dashboard?linkedin_connected=true',
    errorCallbackURL: '/dashboard?linkedin_error=true',
  });
  if (!url) throw new Error('The server did not return a sign-in address');
  return url;
}

/** Sends a CV with upload progress (fetch cannot report it) and resolves to what it says. */
export function uploadCv(file: File, onProgress: (percent: number) => void): Promise<LinkedinData> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/insights/cv');
    request.setRequestHeader('accept', 'application/json');
    // the server decides the kind by content; this only labels the bytes
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let data: unknown = null;
      try {
        data = request.responseText ? (JSON.parse(request.responseText) as unknown) : null;
      } catch {
        data = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(data as LinkedinData);
      else reject(toApiError(request.status, data));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.', 'errors.network'));
    request.send(file);
  });
}
