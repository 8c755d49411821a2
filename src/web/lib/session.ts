import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '#contract/api.ts';
import { ApiError, api } from './api-client.ts';

/** TanStack Query key of the signed-in account; shared with tests and other features. */
export const ME_QUERY_KEY = ['me'] as const;

/** The signed-in account, or null when signed out (401 is an answer, not an error). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api.get('/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** For pages behind RequireSession, which renders them only once the account is known. */
export function useSessionMe(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useSessionMe() is only for pages behind <RequireSession>');
  return data;
}

/** The name to greet the user with: profile full name, else account name, else null. */
export function displayNameOf(me: Pick<Me, 'user' | 'profile'>): string | null {
  return me.profile.fullName?.trim() || me.user.name?.trim() || null;
}
