import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AuditPage, AuditQuery, ContactMessagePage, StaffMe, StaffOverview } from '#contract/staff.ts';
import { api } from '#web/lib/api-client.ts';

/** The console's query keys; mutations invalidate through these. */
export const STAFF_KEYS = {
  me: ['staff', 'me'] as const,
  overview: ['staff', 'overview'] as const,
  contact: ['staff', 'contact'] as const,
  audit: ['staff', 'audit'] as const,
};

export const staffMeQueryOptions = queryOptions({
  queryKey: STAFF_KEYS.me,
  queryFn: ({ signal }): Promise<StaffMe> => api.get('/staff/me', { signal }),
  // a 403 (not staff) is an answer, not a hiccup to retry
  retry: false,
});

export const staffOverviewQueryOptions = queryOptions({
  queryKey: STAFF_KEYS.overview,
  queryFn: ({ signal }): Promise<StaffOverview> => api.get('/staff/overview', { signal }),
});

export const contactMessagesQueryOptions = infiniteQueryOptions({
  queryKey: STAFF_KEYS.contact,
  queryFn: ({ pageParam, signal }): Promise<ContactMessagePage> =>
    api.get('/staff/contact', { query: { cursor: pageParam || undefined }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

/** The audit log's filters as the form holds them: '' for "any". */
export type AuditFilters = Required<{ [K in Exclude<keyof AuditQuery, 'cursor' | 'itemId'>]: string }>;

export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...STAFF_KEYS.audit, filters],
    queryFn: ({ pageParam, signal }): Promise<AuditPage> => {
      const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
      return api.get('/staff/audit', { query: { ...query, cursor: pageParam || undefined }, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });

export function replyToContactMessage(id: string, message: string): Promise<{ repliedAt: string }> {
  return api.post('/staff/contact/{id}/reply', { path: { id }, body: { message } });
}

/** The reply form's schema, fetched with the form rather than with the page. */
export const loadContactReplySchema = () => import('#contract/staff.ts').then((m) => m.ContactReplyInput);
