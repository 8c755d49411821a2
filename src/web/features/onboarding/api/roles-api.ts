import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '#contract/api.ts';
import type { Role } from '#contract/roles.ts';
import { api } from '#web/lib/api-client.ts';
import { ME_QUERY_KEY } from '#web/lib/session.ts';

/** POST /api/me/roles — adds a role and makes it active; answers with the updated account. */
export function addRole(role: Role): Promise<Me> {
  return api.post('/me/roles', { body: { role } });
}

/** Adds a role; the caller decides where to go. The cached account is updated on success. */
export function useAddRole(options: { onSuccess: (me: Me, role: Role) => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRole,
    onSuccess: (me, role) => {
      options.onSuccess(me, role);
      queryClient.setQueryData(ME_QUERY_KEY, me);
    },
    onError: options.onError,
  });
}
