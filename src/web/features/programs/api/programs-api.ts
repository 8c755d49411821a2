import { queryOptions } from '@tanstack/react-query';
import type { InstitutionDashboard, ProgramDetail, ProgramInput } from '#contract/catalogue.ts';
import { api } from '#web/lib/api-client.ts';

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
