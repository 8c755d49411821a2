import { queryOptions } from '@tanstack/react-query';
import type { VerifiedSkill } from '#contract/verified-skills.ts';
import { api } from '#web/lib/api-client.ts';

/** A person's skills certified by a credential that stands now (decision 053). */
export const verifiedSkillsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['verified-skills', userId] as const,
    queryFn: ({ signal }): Promise<VerifiedSkill[]> =>
      api.get('/users/{id}/verified-skills', { path: { id: userId }, signal }),
  });
