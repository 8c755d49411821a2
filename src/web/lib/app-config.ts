import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Which optional server features are configured (GET /api/config). */
export interface AppConfig {
  providers: { google: boolean; linkedin: boolean };
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }): Promise<AppConfig> => api.get('/config', { signal }),
  staleTime: 5 * 60_000,
});
