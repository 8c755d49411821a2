import { queryOptions } from '@tanstack/react-query';
import type {
  BulkCompleteInput,
  BulkCompleteResult,
  CompleteStudentInput,
  CourseLearner,
  CredentialSummary,
  CredentialVisibilityInput,
  IssuedCredentialCounts,
  ProfileCredential,
  RevokeCredentialInput,
  ServiceClient,
  SuspendCredentialInput,
} from '#contract/credentials.ts';
import { api } from '#web/lib/api-client.ts';

export const MY_CREDENTIALS_KEY = ['my-credentials'] as const;
export const ISSUED_CREDENTIALS_KEY = ['issued-credentials'] as const;
// under ISSUED_CREDENTIALS_KEY, so whatever refreshes the issued list (issuing, revoking) refreshes these too
const ISSUED_COUNTS_KEY = [...ISSUED_CREDENTIALS_KEY, 'counts'] as const;
const SERVICE_CLIENTS_KEY = [...ISSUED_CREDENTIALS_KEY, 'service-clients'] as const;
const COURSE_LEARNERS_KEY = [...ISSUED_CREDENTIALS_KEY, 'course-learners'] as const;

export const myCredentialsQueryOptions = queryOptions({
  queryKey: MY_CREDENTIALS_KEY,
  queryFn: ({ signal }): Promise<CredentialSummary[]> => api.get('/me/credentials', { signal }),
});

export const issuedCredentialsQueryOptions = queryOptions({
  queryKey: ISSUED_CREDENTIALS_KEY,
  queryFn: ({ signal }): Promise<CredentialSummary[]> => api.get('/me/issued-credentials', { signal }),
});

/** The issuer's figures for the dashboard card. */
export const issuedCountsQueryOptions = queryOptions({
  queryKey: ISSUED_COUNTS_KEY,
  queryFn: ({ signal }): Promise<IssuedCredentialCounts> => api.get('/me/issued-credentials/counts', { signal }),
});

/** The professional's clients whose work is done, each with the credential issued to them, if any. */
export const serviceClientsQueryOptions = queryOptions({
  queryKey: SERVICE_CLIENTS_KEY,
  queryFn: ({ signal }): Promise<ServiceClient[]> => api.get('/me/service-clients', { signal }),
});

/** The learners who finished a course the issuer provides, each with the credential issued to them, if any. */
export const courseLearnersQueryOptions = queryOptions({
  queryKey: COURSE_LEARNERS_KEY,
  queryFn: ({ signal }): Promise<CourseLearner[]> => api.get('/me/course-learners', { signal }),
});

/** The standing, shown credentials on a professional's public profile. */
export const profileCredentialsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile-credentials', userId],
    queryFn: ({ signal }): Promise<ProfileCredential[]> =>
      api.get('/professionals/{id}/credentials', { path: { id: userId }, signal }),
  });

export function setCredentialVisibility(id: string, input: CredentialVisibilityInput): Promise<CredentialSummary> {
  return api.put('/credentials/{id}/visibility', { path: { id }, body: input });
}

export function completeStudent(
  programId: string,
  userId: string,
  input: CompleteStudentInput,
): Promise<CredentialSummary> {
  return api.post('/programs/{id}/students/{userId}/complete', { path: { id: programId, userId }, body: input });
}

export function completeStudents(programId: string, input: BulkCompleteInput): Promise<BulkCompleteResult> {
  return api.post('/programs/{id}/students/complete', { path: { id: programId }, body: input });
}

/** The professional confirms a client completed their service, which issues the client's credential. */
export function confirmCompletion(
  serviceId: string,
  userId: string,
  input: CompleteStudentInput,
): Promise<CredentialSummary> {
  return api.post('/services/{id}/clients/{userId}/complete', { path: { id: serviceId, userId }, body: input });
}

/** The course's provider confirms a learner finished it, which issues the learner's credential. */
export function confirmCourseLearner(
  courseId: string,
  userId: string,
  input: CompleteStudentInput,
): Promise<CredentialSummary> {
  return api.post('/courses/{id}/learners/{userId}/confirm', { path: { id: courseId, userId }, body: input });
}

export function revokeCredential(id: string, input: RevokeCredentialInput): Promise<CredentialSummary> {
  return api.post('/credentials/{id}/revoke', { path: { id }, body: input });
}

export function reissueCredential(id: string): Promise<CredentialSummary> {
  return api.post('/credentials/{id}/reissue', { path: { id } });
}

/** zod and the form's schema, fetched when the completion dialog opens. */
export const loadCompleteSchema = () =>
  import('#contract/credentials.ts').then((module) => module.CompleteStudentInput);

/** The bulk completion form's schema (the learners come from the selection), fetched when its dialog opens. */
export const loadBulkCompleteSchema = () =>
  import('#contract/credentials.ts').then((module) => module.CompleteStudentInput.pick({ grade: true, remark: true }));

/** The revocation form's schema, fetched when its dialog opens. */
export const loadRevokeSchema = () => import('#contract/credentials.ts').then((module) => module.RevokeCredentialInput);

/** Suspends a credential (one I issued, or any as staff), or lifts its suspension, with a reason. */
export function setSuspension(id: string, suspend: boolean, input: SuspendCredentialInput): Promise<CredentialSummary> {
  return suspend
    ? api.post('/credentials/{id}/suspend', { path: { id }, body: input })
    : api.post('/credentials/{id}/unsuspend', { path: { id }, body: input });
}

/** The suspension form's schema, fetched when its dialog opens. */
export const loadSuspendSchema = () =>
  import('#contract/credentials.ts').then((module) => module.SuspendCredentialInput);
