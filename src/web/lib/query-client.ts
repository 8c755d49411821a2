import { QueryClient } from '@tanstack/react-query';
import { ApiError, onUnauthorized } from './api-client.ts';
import { loadNamespaces, t } from './i18n.ts';
import { ME_QUERY_KEY } from './session.ts';
import { toast } from './toast.ts';

/**
 * One client for the app. Client errors (4xx) are answers, not glitches: never retried. A 401
 * while the app holds an account means the session ended (expired, signed out on another device,
 * password changed): say so and forget the account; guarded pages then send to /auth?next=….
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  onUnauthorized(() => {
    // a signed-out visitor's 401 (from /api/me, say) is just the answer
    if (!client.getQueryData(ME_QUERY_KEY)) return;
    client.setQueryData(ME_QUERY_KEY, null);
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    loadNamespaces(['security']).then(
      () => toast.info(t('security.sessionEnded')),
      () => undefined,
    );
  });
  return client;
}
