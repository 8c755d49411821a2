import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StaffCredentialList } from '#contract/staff-credentials.ts';
import { api } from '#web/lib/api-client.ts';

// The staff console's Credentials tab. Revoking uses the issuer's own call (credentials-api.ts).

export const STAFF_CREDENTIALS_KEY = ['staff', 'credentials'] as const;

export const staffCredentialsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [...STAFF_CREDENTIALS_KEY, q, page] as const,
    queryFn: ({ signal }): Promise<StaffCredentialList> =>
      api.get('/staff/credentials', { query: { q: q || undefined, page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
