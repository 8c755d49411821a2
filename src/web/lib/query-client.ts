import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** One client for the app. Client errors (4xx) are answers, not glitches: never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
