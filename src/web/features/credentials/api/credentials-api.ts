import { queryOptions } from '@tanstack/react-query';
import type { CompleteStudentInput, CredentialSummary } from '#contract/credentials.ts';
import { api } from '#web/lib/api-client.ts';

export const MY_CREDENTIALS_KEY = ['my-credentials'] as const;

export const myCredentialsQueryOptions = queryOptions({
  queryKey: MY_CREDENTIALS_KEY,
  queryFn: ({ signal }): Promise<CredentialSummary[]> => api.get('/me/credentials', { signal }),
});

export function completeStudent(
  programId: string,
  userId: string,
  input: CompleteStudentInput,
): Promise<CredentialSummary> {
  return api.post('/programs/{id}/students/{userId}/complete', { path: { id: programId, userId }, body: input });
}

/** zod and the form's schema, fetched when the completion dialog opens. */
export const loadCompleteSchema = () =>
  import('#contract/credentials.ts').then((module) => module.CompleteStudentInput);
