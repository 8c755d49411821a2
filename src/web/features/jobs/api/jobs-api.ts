import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ApplicationDetail,
  ApplicationStatusInput,
  ApplyInput,
  CompanyApplication,
  CompanyJob,
  CompanyStats,
  JobDetail,
  JobPostInput,
  JobsPage,
  MyApplication,
  UploadedResume,
} from '#contract/jobs.ts';
import { api } from '#web/lib/api-client.ts';
import { paramsFromJobsState, type JobsState } from '../lib/jobs-state.ts';
import { uploadFile } from '../lib/upload.ts';

// Types only from '#contract/jobs.ts': its values would bring zod into these pages.

export const jobsKeys = {
  all: ['jobs'] as const,
  page: (state: JobsState) => ['jobs', 'page', state] as const,
  job: (id: string) => ['jobs', 'detail', id] as const,
  myApplications: ['my-applications'] as const,
  company: ['company-dashboard'] as const,
  companyJobs: ['company-dashboard', 'jobs'] as const,
  companyStats: ['company-dashboard', 'stats'] as const,
  recentApplicants: ['company-dashboard', 'recent'] as const,
  application: (id: string) => ['company-dashboard', 'application', id] as const,
  jobApplicants: (jobId: string) => ['company-dashboard', 'job-applicants', jobId] as const,
};

const enc = encodeURIComponent;

/** GET /api/jobs with the page's search, chip and page. */
export function jobsApiPath(state: JobsState): string {
  const query = paramsFromJobsState(state).toString();
  return query ? `/api/jobs?${query}` : '/api/jobs';
}

export function useJobsPage(state: JobsState) {
  return useQuery({
    queryKey: jobsKeys.page(state),
    queryFn: ({ signal }) => api.get<JobsPage>(jobsApiPath(state), signal),
    // the previous results stay on screen (dimmed) while a new search or page loads
    placeholderData: keepPreviousData,
  });
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobsKeys.job(id),
    queryFn: ({ signal }) => api.get<JobDetail>(`/api/jobs/${enc(id)}`, signal),
  });

/** POST /api/resumes with the raw file; the answer's id goes into the application. */
export function uploadResume(file: File, onProgress: (percent: number) => void): Promise<UploadedResume> {
  return uploadFile<UploadedResume>('/api/resumes', file, onProgress);
}

export function applyToJob(jobId: string, input: ApplyInput): Promise<MyApplication> {
  return api.post<MyApplication>(`/api/jobs/${enc(jobId)}/applications`, input);
}

export const myApplicationsQueryOptions = queryOptions({
  queryKey: jobsKeys.myApplications,
  queryFn: ({ signal }) => api.get<MyApplication[]>('/api/me/applications', signal),
});

export const companyStatsQueryOptions = queryOptions({
  queryKey: jobsKeys.companyStats,
  queryFn: ({ signal }) => api.get<CompanyStats>('/api/company/stats', signal),
});

export const recentApplicantsQueryOptions = queryOptions({
  queryKey: jobsKeys.recentApplicants,
  queryFn: ({ signal }) => api.get<CompanyApplication[]>('/api/company/applications/recent', signal),
});

export const companyJobsQueryOptions = queryOptions({
  queryKey: jobsKeys.companyJobs,
  queryFn: ({ signal }) => api.get<CompanyJob[]>('/api/company/jobs', signal),
});

/** Every applicant to one of my jobs, newest first (beyond the 10 recent ones). */
export const jobApplicantsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobsKeys.jobApplicants(jobId),
    queryFn: ({ signal }) => api.get<CompanyApplication[]>(`/api/company/jobs/${enc(jobId)}/applications`, signal),
  });

export function createJob(input: JobPostInput): Promise<CompanyJob> {
  return api.post<CompanyJob>('/api/company/jobs', input);
}

export function updateJob(id: string, input: JobPostInput): Promise<CompanyJob> {
  return api.put<CompanyJob>(`/api/company/jobs/${enc(id)}`, input);
}

/** Close (is_active false) or reopen a posting of mine. */
export function setJobOpen(id: string, open: boolean): Promise<CompanyJob> {
  return api.post<CompanyJob>(`/api/company/jobs/${enc(id)}/${open ? 'reopen' : 'close'}`);
}

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobsKeys.application(id),
    queryFn: ({ signal }) => api.get<ApplicationDetail>(`/api/company/applications/${enc(id)}`, signal),
  });

export function changeApplicationStatus(id: string, input: ApplicationStatusInput): Promise<ApplicationDetail> {
  return api.put<ApplicationDetail>(`/api/company/applications/${enc(id)}/status`, input);
}

/** zod and the apply schema, fetched when the apply form is focused or submitted. */
export const loadApplySchema = () => import('#contract/jobs.ts').then((module) => module.ApplyInput);

/** zod and the job post schema, fetched when the post dialog opens. */
export const loadJobPostSchema = () => import('#contract/jobs.ts').then((module) => module.JobPostInput);
