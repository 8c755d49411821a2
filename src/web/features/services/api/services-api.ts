import type { Engagement, EngagementInput } from '#contract/engagements.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DirectoryFacets,
  DirectoryPage,
  ProfessionalDashboard,
  ProfessionalDetail,
  Review,
  Service,
  ServiceInput,
  ServiceVideo,
} from '#contract/services.ts';
import { api } from '#web/lib/api-client.ts';
import { uploadTo } from '#web/lib/api-upload.ts';
import { directoryQueryOf, type DirectoryState } from '../lib/directory-state.ts';

// Types only from '#contract/services.ts': its values would bring zod into these pages.

export const servicesKeys = {
  directory: (state: DirectoryState) => ['professionals', state] as const,
  facets: (state: DirectoryState) => ['professionals', 'facets', facetsQueryOf(state)] as const,
  professional: (id: string) => ['professional', id] as const,
  dashboard: ['professional-dashboard'] as const,
};

export function useDirectoryPage(state: DirectoryState) {
  return useQuery({
    queryKey: servicesKeys.directory(state),
    queryFn: ({ signal }): Promise<DirectoryPage> =>
      api.get('/professionals', { query: directoryQueryOf(state), signal }),
    placeholderData: keepPreviousData,
  });
}

const facetsQueryOf = (state: DirectoryState) => ({ ...directoryQueryOf(state), page: undefined });

/**
 * The counts beside the filter options for a state (GET /api/professionals/facets), asked once
 * `enabled`: after the list's own request, so they never hold it up. A failure is not retried and
 * shows no error: the options show without counts.
 */
export function useDirectoryFacets(state: DirectoryState, enabled: boolean) {
  return useQuery({
    queryKey: servicesKeys.facets(state),
    queryFn: ({ signal }): Promise<DirectoryFacets> =>
      api.get('/professionals/facets', { query: facetsQueryOf(state), signal }),
    enabled,
    retry: false,
  });
}

export const professionalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: servicesKeys.professional(id),
    queryFn: ({ signal }): Promise<ProfessionalDetail> => api.get('/professionals/{id}', { path: { id }, signal }),
  });

export const dashboardQueryOptions = queryOptions({
  queryKey: servicesKeys.dashboard,
  queryFn: ({ signal }): Promise<ProfessionalDashboard> => api.get('/professional/dashboard', { signal }),
});

/** zod and ServiceInput, fetched when the service form opens. */
export const loadServiceSchema = () => import('#contract/services.ts').then((module) => module.ServiceInput);

export const createService = (input: ServiceInput): Promise<Service> => api.post('/services', { body: input });
export const updateService = (id: string, input: ServiceInput): Promise<Service> =>
  api.put('/services/{id}', { path: { id }, body: input });
export const deleteService = (id: string) => api.delete('/services/{id}', { path: { id } });

export const renameVideo = (id: string, title: string): Promise<ServiceVideo> =>
  api.patch('/videos/{id}', { path: { id }, body: { title } });
export const deleteVideo = (id: string) => api.delete('/videos/{id}', { path: { id } });
export const reorderVideos = (serviceId: string, videoIds: string[]): Promise<ServiceVideo[]> =>
  api.put('/services/{id}/videos/order', { path: { id: serviceId }, body: { videoIds } });

export const postReview = (input: { serviceId: string; rating: number; comment: string }): Promise<Review> =>
  api.post('/reviews', { body: input });
/** The professional marks work with a client agreed or done (it unlocks the client's review). */
export const markEngagement = (input: EngagementInput): Promise<Engagement> =>
  api.post('/engagements', { body: input });

export const replyToReview = (id: string, reply: string) =>
  api.post('/reviews/{id}/reply', { path: { id }, body: { reply } });

/**
 * Finds or creates the conversation with the professional (messaging). The enquiry is recorded
 * only when a message is sent there (/messages), not on opening it.
 */
export async function startQuote(professionalId: string): Promise<string> {
  const { id } = await api.post('/conversations', { body: { participantId: professionalId } });
  return id;
}

/**
 * Uploads a video as the raw request body, reporting progress (0–1). XMLHttpRequest because fetch
 * cannot report upload progress in browsers yet.
 */
export function uploadVideo(
  serviceId: string,
  file: File,
  language: 'en' | 'ne',
  onProgress: (share: number) => void,
): Promise<ServiceVideo> {
  return uploadTo('/services/{id}/videos', {
    path: { id: serviceId },
    query: { name: file.name, language },
    file,
    contentType: 'application/octet-stream',
    onProgress,
  });
}
