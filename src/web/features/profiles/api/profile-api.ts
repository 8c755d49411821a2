import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile, ProfileSaveRequest } from '#contract/profile.ts';
import { ApiError, api, toApiError } from '#web/lib/api-client.ts';
import type { ImageKind } from '../lib/profile-form.ts';

/** TanStack Query key of the signed-in user's own profile. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => api.get<Profile>('/api/profile', signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** PUT /api/profile — Save and Continue, Skip for Now or Save Changes; answers with the stored profile. */
export function saveProfile(body: ProfileSaveRequest): Promise<Profile> {
  return api.put<Profile>('/api/profile', body);
}

export interface UploadResult {
  url: string;
  profile: Profile;
}

/**
 * POST /api/profile/avatar or /banner with the raw file as the body. XMLHttpRequest rather than
 * fetch: fetch reports no upload progress, and on a slow connection a 5 MB picture takes a while.
 * `onProgress` gets 0–100. Rejects with ApiError, as api-client does.
 */
export function uploadProfileImage(
  kind: ImageKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/profile/${kind}`);
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const data = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(data as UploadResult);
      else reject(toApiError(request.status, data));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.', 'errors.network'));
    request.send(file);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** zod and the profile schemas: fetched when a profile form mounts, not with the page. */
export const loadProfileContract = () => import('#contract/profile.ts');
