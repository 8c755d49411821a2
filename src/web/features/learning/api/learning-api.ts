import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CataloguePage,
  CourseDetail,
  CourseEnrollment,
  LearnerDashboard,
  ProgramDetail,
  UserSkill,
  UserSkillInput,
} from '#contract/catalogue.ts';
import { api } from '#web/lib/api-client.ts';
import { apiPathOf, type CatalogueState } from '../lib/catalogue-state.ts';

// Types only from '#contract/catalogue.ts': its values would bring zod into these pages.

export const catalogueKeys = {
  all: ['catalogue'] as const,
  page: (state: CatalogueState) => ['catalogue', state] as const,
  course: (id: string) => ['course', id] as const,
  program: (id: string) => ['program', id] as const,
  learnerDashboard: ['learner-dashboard'] as const,
};

export function useCataloguePage(state: CatalogueState) {
  return useQuery({
    queryKey: catalogueKeys.page(state),
    queryFn: ({ signal }) => api.get<CataloguePage>(apiPathOf(state), signal),
    // the previous results stay on screen (dimmed) while a new search or page loads
    placeholderData: keepPreviousData,
  });
}

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.course(id),
    queryFn: ({ signal }) => api.get<CourseDetail>(`/api/courses/${encodeURIComponent(id)}`, signal),
  });

export const programQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.program(id),
    queryFn: ({ signal }) => api.get<ProgramDetail>(`/api/programs/${encodeURIComponent(id)}`, signal),
  });

export function enrolInCourse(id: string): Promise<CourseEnrollment> {
  return api.post<CourseEnrollment>(`/api/courses/${encodeURIComponent(id)}/enrol`);
}

export function saveCourseProgress(id: string, completedModules: number[]): Promise<CourseEnrollment> {
  return api.put<CourseEnrollment>(`/api/courses/${encodeURIComponent(id)}/progress`, { completedModules });
}

export function enrolInProgram(id: string): Promise<NonNullable<ProgramDetail['enrollment']>> {
  return api.post<NonNullable<ProgramDetail['enrollment']>>(`/api/programs/${encodeURIComponent(id)}/enrol`);
}

export const learnerDashboardQueryOptions = queryOptions({
  queryKey: catalogueKeys.learnerDashboard,
  queryFn: ({ signal }) => api.get<LearnerDashboard>('/api/dashboard/learner', signal),
});

export function saveSkill(input: UserSkillInput): Promise<UserSkill> {
  return api.put<UserSkill>('/api/me/skills', input);
}

export function removeSkill(id: string): Promise<unknown> {
  return api.delete<unknown>(`/api/me/skills/${encodeURIComponent(id)}`);
}

/** zod and UserSkillInput, fetched when the skill form is focused or submitted. */
export const loadSkillSchema = () => import('#contract/catalogue.ts').then((module) => module.UserSkillInput);
