import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile, ProfileSaveRequest } from '#contract/profile.ts';
import { api } from '#web/lib/api-client.ts';
import { uploadTo } from '#web/lib/api-upload.ts';

/** TanStack Query key of the signed-in user's own profile. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }): Promise<Profile> => api.get('/profile', { signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** PUT /api/profile — Save and Continue, Skip for Now or Save Changes; answers with the stored profile. */
export function saveProfile(body: ProfileSaveRequest): Promise<Profile> {
  return api.put('/profile', { body });
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
  kind: 'avatar' | 'banner',
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  // no content type of our own: the browser labels the bytes with the file's type
  return uploadTo(kind === 'avatar' ? '/profile/avatar' : '/profile/banner', {
    file,
    onProgress: (share) => onProgress(Math.round(share * 100)),
  });
}

/** zod and the profile schemas: fetched when a profile form mounts, not with the page. */
export const loadProfileContract = () => import('#contract/profile.ts');
