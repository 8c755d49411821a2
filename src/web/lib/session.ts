import { useCallback, useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from './toast.ts';
import type { Me } from '#contract/api.ts';
import { dashboardPathFor, type Role } from '#contract/roles.ts';
import { ApiError, api } from './api-client.ts';

/** TanStack Query key of the signed-in account; shared with tests and other features. */
export const ME_QUERY_KEY = ['me'] as const;

/** The signed-in account, or null when signed out (401 is an answer, not an error). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api.get<Me>('/api/me', signal);
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

/** Log Out (spec §2): sign out on the server, go home, forget everything cached about the user. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);

  // The account is forgotten only once the home page is on screen: cleared any earlier, a guarded
  // page still showing (route changes render in a transition) would bounce to /auth instead.
  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    setLeaving(false);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    queryClient.setQueryData(ME_QUERY_KEY, null);
  }, [leaving, pathname, queryClient]);

  return useCallback(async () => {
    try {
      await api.post('/api/auth/sign-out', {});
    } catch (error) {
      // spec §5: an already-ended session (401, 403, 404) counts as signed out
      const harmless = error instanceof ApiError && [401, 403, 404].includes(error.status);
      if (!harmless) {
        toast.error(t('toast.error'), { description: t('toast.unexpected') });
        return;
      }
    }
    setLeaving(true);
    await navigate('/');
  }, [navigate, t]);
}

/** Switch Profile (spec §4): make another held role active and open its dashboard. */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (role: Role) => api.put<Me>('/api/me/active-role', { role }),
    onSuccess: (me, role) => {
      queryClient.setQueryData(ME_QUERY_KEY, me);
      toast.success(t('toast.switched', { role: t(`roles.names.${role}`) }));
      void navigate(dashboardPathFor(role));
    },
    onError: () => {
      toast.error(t('toast.error'), { description: t('toast.switchFailed') });
    },
  });
}
