import { queryOptions } from '@tanstack/react-query';
import type { InstitutionDashboard, ProgramDetail, ProgramInput } from '#contract/catalogue.ts';
import { api } from '#web/lib/api-client.ts';

export const INSTITUTION_DASHBOARD_KEY = ['institution-dashboard'] as const;

export const institutionDashboardQueryOptions = queryOptions({
  queryKey: INSTITUTION_DASHBOARD_KEY,
  queryFn: ({ signal }) => api.get<InstitutionDashboard>('/api/institution/dashboard', signal),
});

export function createProgram(input: ProgramInput): Promise<ProgramDetail> {
  return api.post<ProgramDetail>('/api/programs', input);
}

export function updateProgram(id: string, input: ProgramInput): Promise<ProgramDetail> {
  return api.put<ProgramDetail>(`/api/programs/${encodeURIComponent(id)}`, input);
}

export function deleteProgram(id: string): Promise<unknown> {
  return api.delete<unknown>(`/api/programs/${encodeURIComponent(id)}`);
}

/** zod and ProgramInput, fetched when the program dialog opens. */
export const loadProgramSchema = () => import('#contract/catalogue.ts').then((module) => module.ProgramInput);
