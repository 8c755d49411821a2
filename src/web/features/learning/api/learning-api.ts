import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CatalogueFacets,
  CataloguePage,
  CourseDetail,
  CourseEnrollment,
  LearnerDashboard,
  ProgramDetail,
  UserSkill,
  UserSkillInput,
} from '#contract/catalogue.ts';
import { api } from '#web/lib/api-client.ts';
import { catalogueQueryOf, type CatalogueState } from '../lib/catalogue-state.ts';

// Types only from '#contract/catalogue.ts': its values would bring zod into these pages.

export const catalogueKeys = {
  all: ['catalogue'] as const,
  page: (state: CatalogueState) => ['catalogue', state] as const,
  facets: (state: CatalogueState) => ['catalogue', 'facets', facetsQueryOf(state)] as const,
  course: (id: string) => ['course', id] as const,
  program: (id: string) => ['program', id] as const,
  learnerDashboard: ['learner-dashboard'] as const,
};

export function useCataloguePage(state: CatalogueState) {
  return useQuery({
    queryKey: catalogueKeys.page(state),
    queryFn: ({ signal }): Promise<CataloguePage> => api.get('/catalogue', { query: catalogueQueryOf(state), signal }),
    // the previous results stay on screen (dimmed) while a new search or page loads
    placeholderData: keepPreviousData,
  });
}

const facetsQueryOf = (state: CatalogueState) => ({ ...catalogueQueryOf(state), page: undefined });

/**
 * The counts beside the filter options for a state (GET /api/catalogue/facets), asked once
 * `enabled`: after the list's own request, so they never hold it up. A failure is not retried and
 * shows no error: the options show without counts.
 */
export function useCatalogueFacets(state: CatalogueState, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.facets(state),
    queryFn: ({ signal }): Promise<CatalogueFacets> =>
      api.get('/catalogue/facets', { query: facetsQueryOf(state), signal }),
    enabled,
    retry: false,
  });
}

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.course(id),
    queryFn: ({ signal }): Promise<CourseDetail> => api.get('/courses/{id}', { path: { id }, signal }),
  });

export const programQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.program(id),
    queryFn: ({ signal }): Promise<ProgramDetail> => api.get('/programs/{id}', { path: { id }, signal }),
  });

export function enrolInCourse(id: string): Promise<CourseEnrollment> {
  return api.post('/courses/{id}/enrol', { path: { id } });
}

export function saveCourseProgress(id: string, completedModules: number[]): Promise<CourseEnrollment> {
  return api.put('/courses/{id}/progress', { path: { id }, body: { completedModules } });
}

export async function enrolInProgram(id: string): Promise<NonNullable<ProgramDetail['enrollment']>> {
  // the answer is the program, my enrolment in it included
  const { enrollment } = await api.post('/programs/{id}/enrol', { path: { id } });
  if (!enrollment) throw new Error('The server did not return the enrolment');
  return enrollment;
}

export const learnerDashboardQueryOptions = queryOptions({
  queryKey: catalogueKeys.learnerDashboard,
  queryFn: ({ signal }): Promise<LearnerDashboard> => api.get('/dashboard/learner', { signal }),
});

export function saveSkill(input: UserSkillInput): Promise<UserSkill> {
  return api.put('/me/skills', { body: input });
}

export function removeSkill(id: string): Promise<unknown> {
  return api.delete('/me/skills/{id}', { path: { id } });
}

/** zod and UserSkillInput, fetched when the skill form is focused or submitted. */
export const loadSkillSchema = () => import('#contract/catalogue.ts').then((module) => module.UserSkillInput);
