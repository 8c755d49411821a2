import { queryOptions } from '@tanstack/react-query';
import type { HomeData } from '#contract/public-pages.ts';
import { api } from '#web/lib/api-client.ts';

// Apart from the contact form's calls (public-api.ts): each page then loads only its own.
export const homeQueryOptions = queryOptions({
  queryKey: ['home'],
  queryFn: ({ signal }): Promise<HomeData> => api.get('/home', { signal }),
  // featured content changes slowly; the server caches it for a minute too
  staleTime: 60_000,
});
