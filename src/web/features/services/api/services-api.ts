import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DirectoryPage,
  ProfessionalDashboard,
  ProfessionalDetail,
  Review,
  Service,
  ServiceInput,
  ServiceVideo,
} from '#contract/services.ts';
import { ApiError, api, toApiError } from '#web/lib/api-client.ts';
import { apiPathOf, type DirectoryState } from '../lib/directory-state.ts';

// Types only from '#contract/services.ts': its values would bring zod into these pages.

export const servicesKeys = {
  directory: (state: DirectoryState) => ['professionals', state] as const,
  professional: (id: string) => ['professional', id] as const,
  dashboard: ['professional-dashboard'] as const,
};

export function useDirectoryPage(state: DirectoryState) {
  return useQuery({
    queryKey: servicesKeys.directory(state),
    queryFn: ({ signal }) => api.get<DirectoryPage>(apiPathOf(state), signal),
    placeholderData: keepPreviousData,
  });
}

export const professionalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: servicesKeys.professional(id),
    queryFn: ({ signal }) => api.get<ProfessionalDetail>(`/api/professionals/${encodeURIComponent(id)}`, signal),
  });

export const dashboardQueryOptions = queryOptions({
  queryKey: servicesKeys.dashboard,
  queryFn: ({ signal }) => api.get<ProfessionalDashboard>('/api/professional/dashboard', signal),
});

/** zod and ServiceInput, fetched when the service form opens. */
export const loadServiceSchema = () => import('#contract/services.ts').then((module) => module.ServiceInput);

export const createService = (input: ServiceInput) => api.post<Service>('/api/services', input);
export const updateService = (id: string, input: ServiceInput) =>
  api.put<Service>(`/api/services/${encodeURIComponent(id)}`, input);
export const deleteService = (id: string) => api.delete<unknown>(`/api/services/${encodeURIComponent(id)}`);

export const renameVideo = (id: string, title: string) =>
  api.patch<ServiceVideo>(`/api/videos/${encodeURIComponent(id)}`, { title });
export const deleteVideo = (id: string) => api.delete<unknown>(`/api/videos/${encodeURIComponent(id)}`);
export const reorderVideos = (serviceId: string, videoIds: string[]) =>
  api.put<ServiceVideo[]>(`/api/services/${encodeURIComponent(serviceId)}/videos/order`, { videoIds });

export const postReview = (input: { serviceId: string; rating: number; comment: string }) =>
  api.post<Review>('/api/reviews', input);
export const replyToReview = (id: string, reply: string) =>
  api.post<unknown>(`/api/reviews/${encodeURIComponent(id)}/reply`, { reply });

/** Finds or creates the conversation with the professional (messaging), then records the enquiry. */
export async function startQuote(professionalId: string, serviceId: string): Promise<string> {
  const { id } = await api.post<{ id: string }>('/api/conversations', { participantId: professionalId });
  await api.post<unknown>(`/api/services/${encodeURIComponent(serviceId)}/enquiries`, { conversationId: id });
  return id;
}

/**
 * Uploads a video as the raw request body, reporting progress (0–1). XMLHttpRequest because fetch
 * cannot report upload progress in browsers yet.
 */
export function uploadVideo(serviceId: string, file: File, onProgress: (share: number) => void): Promise<ServiceVideo> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/services/${encodeURIComponent(serviceId)}/videos?name=${encodeURIComponent(file.name)}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(request.responseText) as unknown;
      } catch {
        data = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(data as ServiceVideo);
      else reject(toApiError(request.status, data));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.', 'errors.network'));
    request.send(file);
  });
}
