import { queryOptions } from '@tanstack/react-query';
import type { InstitutionDashboard, ProgramDetail, ProgramInput } from '#contract/catalogue.ts';
import { api } from '#web/lib/api-client.ts';
import { uploadTo } from '#web/lib/api-upload.ts';

export const INSTITUTION_DASHBOARD_KEY = ['institution-dashboard'] as const;

export const institutionDashboardQueryOptions = queryOptions({
  queryKey: INSTITUTION_DASHBOARD_KEY,
  queryFn: ({ signal }): Promise<InstitutionDashboard> => api.get('/institution/dashboard', { signal }),
});

export function createProgram(input: ProgramInput): Promise<ProgramDetail> {
  return api.post('/programs', { body: input });
}

export function updateProgram(id: string, input: ProgramInput): Promise<ProgramDetail> {
  return api.put('/programs/{id}', { path: { id }, body: input });
}

export function deleteProgram(id: string): Promise<unknown> {
  return api.delete('/programs/{id}', { path: { id } });
}

/** zod and ProgramInput, fetched when the program dialog opens. */
export const loadProgramSchema = () => import('#contract/catalogue.ts').then((module) => module.ProgramInput);

/** POST /api/programs/:id/cover with the raw file; `onProgress` gets 0–100. Answers with the program. */
export function uploadProgramCover(
  id: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ProgramDetail> {
  // no content type of our own: the browser labels the bytes with the file's type
  return uploadTo('/programs/{id}/cover', {
    path: { id },
    file,
    onProgress: (share) => onProgress(Math.round(share * 100)),
  });
}
