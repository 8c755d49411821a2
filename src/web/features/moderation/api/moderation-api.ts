import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ModeratedKind, ReportStatus } from '#contract/trust-lists.ts';

// The staff console's reads of the reports queue and the appeals.

export const moderationKeys = {
  all: ['staff', 'moderation'] as const,
  queue: (status: ReportStatus, page: number) => [...moderationKeys.all, 'queue', status, page] as const,
  item: (kind: ModeratedKind, id: string) => [...moderationKeys.all, 'item', kind, id] as const,
  appeals: () => [...moderationKeys.all, 'appeals'] as const,
};

export const reportQueueOptions = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: moderationKeys.queue(status, page),
    queryFn: ({ signal }) => api.get('/staff/reports', { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const reportedItemOptions = (kind: ModeratedKind, id: string) =>
  queryOptions({
    queryKey: moderationKeys.item(kind, id),
    queryFn: ({ signal }) => api.get('/staff/reports/{kind}/{id}', { path: { kind, id }, signal }),
  });

export const appealsOptions = queryOptions({
  queryKey: moderationKeys.appeals(),
  queryFn: ({ signal }) => api.get('/staff/appeals', { query: { status: 'open' }, signal }),
});
