import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SavedJobIds, SavedJobMark, SavedJobsPage } from '#contract/saved-jobs.ts';
import { api } from '#web/lib/api-client.ts';

// Types only from '#contract/saved-jobs.ts': its values would bring zod into these pages.

export const savedJobsKeys = {
  all: ['saved-jobs'] as const,
  ids: ['saved-jobs', 'ids'] as const,
  page: (page: number) => ['saved-jobs', 'page', page] as const,
};

/** Every job I saved, to mark the cards: the public job list is the same for everyone. */
export const savedJobIdsQueryOptions = queryOptions({
  queryKey: savedJobsKeys.ids,
  queryFn: ({ signal }): Promise<SavedJobIds> => api.get('/me/saved-jobs/ids', { signal }),
});

/** One page of "Saved jobs" on the dashboard, newest saved first. */
export const savedJobsPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: savedJobsKeys.page(page),
    queryFn: ({ signal }): Promise<SavedJobsPage> => api.get('/me/saved-jobs', { query: { page }, signal }),
    // the page on screen stays while the next one loads
    placeholderData: keepPreviousData,
  });

export function saveJob(jobId: string): Promise<SavedJobMark> {
  return api.put('/me/saved-jobs/{jobId}', { path: { jobId } });
}

export async function unsaveJob(jobId: string): Promise<void> {
  await api.delete('/me/saved-jobs/{jobId}', { path: { jobId } });
}
