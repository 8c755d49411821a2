import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from './use-translation.ts';
import { toast } from './toast.ts';
import type { Me } from '#contract/api.ts';
import { dashboardPathFor, type Role } from '#contract/roles.ts';
import { ApiError, api } from './api-client.ts';
import { ME_QUERY_KEY } from './session.ts';

// Only the avatar menu, the mobile menu and the staff console's gate sign out or switch roles, and all load on demand;
// kept apart from session.ts so useMutation stays out of the first page load.

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
      await api.post('/auth/sign-out');
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
    mutationFn: (role: Role): Promise<Me> => api.put('/me/active-role', { body: { role } }),
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
