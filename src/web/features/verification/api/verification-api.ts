import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { VerificationStatus } from '#contract/trust-lists.ts';
import type { VerificationRequest } from '#contract/verification.ts';
import { api, ApiError, apiUrl, toApiError } from '#web/lib/api-client.ts';

export const verificationKeys = {
  all: ['verification'] as const,
  mine: ['verification', 'mine'] as const,
  queue: (status: VerificationStatus) => ['verification', 'queue', status] as const,
};

/** My verification requests, newest first. */
export const myVerificationsQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.mine,
    queryFn: ({ signal }) => api.get('/verification/requests', { signal }),
  });

/** The staff queue of one status, oldest first, a page at a time. */
export const verificationQueueQueryOptions = (status: VerificationStatus) =>
  infiniteQueryOptions({
    queryKey: verificationKeys.queue(status),
    queryFn: ({ pageParam, signal }) =>
      api.get('/staff/verifications', { query: { status, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Where a document opens: the owner's and staff's authorized route, never a public URL. */
export const documentUrl = (id: string) => apiUrl('/verification/documents/{id}', { path: { id } });

/**
 * POSTs the multipart request (claims and files). XMLHttpRequest rather than fetch: fetch reports
 * no upload progress, and three scans take a while on a phone connection. Rejects with ApiError.
 */
export function sendVerificationRequest(
  form: FormData,
  onProgress: (share: number) => void,
): Promise<VerificationRequest> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/verification/requests'));
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let data: unknown = null;
      try {
        data = request.responseText ? (JSON.parse(request.responseText) as unknown) : null;
      } catch {
        data = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(data as VerificationRequest);
      else reject(toApiError(request.status, data));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.', 'errors.network'));
    request.send(form);
  });
}
