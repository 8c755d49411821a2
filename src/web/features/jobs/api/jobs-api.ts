import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ApplicationDetail,
  ApplicationStatusInput,
  ApplyInput,
  CompanyApplication,
  MyApplication,
  UploadedResume,
} from '#contract/job-applications.ts';
import type { CompanyEmployer, CompanyJob, CompanyStats, JobPostInput } from '#contract/company-jobs.ts';
import type { JobDetail, JobFacets, JobsPage } from '#contract/jobs.ts';
import { api } from '#web/lib/api-client.ts';
import { uploadTo } from '#web/lib/api-upload.ts';
import { jobsQueryOf, type JobsState } from '../lib/jobs-state.ts';

// Types only from the jobs contracts (jobs.ts, company-jobs.ts, job-applications.ts): their values
// would bring zod into these pages.

export const jobsKeys = {
  all: ['jobs'] as const,
  page: (state: JobsState) => ['jobs', 'page', jobsQueryOf(state)] as const,
  facets: (state: JobsState) => ['jobs', 'facets', facetsQueryOf(state)] as const,
  job: (id: string) => ['jobs', 'detail', id] as const,
  myApplications: ['my-applications'] as const,
  company: ['company-dashboard'] as const,
  companyJobs: ['company-dashboard', 'jobs'] as const,
  companyStats: ['company-dashboard', 'stats'] as const,
  recentApplicants: ['company-dashboard', 'recent'] as const,
  application: (id: string) => ['company-dashboard', 'application', id] as const,
  jobApplicants: (jobId: string) => ['company-dashboard', 'job-applicants', jobId] as const,
};

export function useJobsPage(state: JobsState) {
  return useQuery({
    queryKey: jobsKeys.page(state),
    queryFn: ({ signal }): Promise<JobsPage> => api.get('/jobs', { query: jobsQueryOf(state), signal }),
    // the previous results stay on screen (dimmed) while a new search or page loads
    placeholderData: keepPreviousData,
  });
}

const facetsQueryOf = (state: JobsState) => ({ ...jobsQueryOf(state), page: undefined });

/**
 * The counts beside the filter options for a state (GET /api/jobs/facets), asked once `enabled`:
 * after the list's own request, so they never hold it up. A failure is not retried and shows no
 * error: the options show without counts.
 */
export function useJobFacets(state: JobsState, enabled: boolean) {
  return useQuery({
    queryKey: jobsKeys.facets(state),
    queryFn: ({ signal }): Promise<JobFacets> => api.get('/jobs/facets', { query: facetsQueryOf(state), signal }),
    enabled,
    retry: false,
  });
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobsKeys.job(id),
    queryFn: ({ signal }): Promise<JobDetail> => api.get('/jobs/{id}', { path: { id }, signal }),
  });

/** POST /api/resumes with the raw file; the answer's id goes into the application. */
export function uploadResume(file: File, onProgress: (percent: number) => void): Promise<UploadedResume> {
  return uploadTo('/resumes', {
    file,
    contentType: file.type || 'application/octet-stream',
    onProgress: (share) => onProgress(Math.round(share * 100)),
  });
}

export function applyToJob(jobId: string, input: ApplyInput): Promise<MyApplication> {
  return api.post('/jobs/{id}/applications', { path: { id: jobId }, body: input });
}

export const myApplicationsQueryOptions = queryOptions({
  queryKey: jobsKeys.myApplications,
  queryFn: ({ signal }): Promise<MyApplication[]> => api.get('/me/applications', { signal }),
});

export const companyStatsQueryOptions = queryOptions({
  queryKey: jobsKeys.companyStats,
  queryFn: ({ signal }): Promise<CompanyStats> => api.get('/company/stats', { signal }),
});

export const recentApplicantsQueryOptions = queryOptions({
  queryKey: jobsKeys.recentApplicants,
  queryFn: ({ signal }): Promise<CompanyApplication[]> => api.get('/company/applications/recent', { signal }),
});

export const companyJobsQueryOptions = queryOptions({
  queryKey: jobsKeys.companyJobs,
  queryFn: ({ signal }): Promise<CompanyJob[]> => api.get('/company/jobs', { signal }),
});

/** Every applicant to one of my jobs, newest first (beyond the 10 recent ones). */
export const jobApplicantsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobsKeys.jobApplicants(jobId),
    queryFn: ({ signal }): Promise<CompanyApplication[]> =>
      api.get('/company/jobs/{id}/applications', { path: { id: jobId }, signal }),
  });

/** How my postings name me (company name, logo, badge) and whether I may name a client (agency). */
export const companyEmployerQueryOptions = queryOptions({
  queryKey: [...jobsKeys.company, 'employer'] as const,
  queryFn: ({ signal }): Promise<CompanyEmployer> => api.get('/company/employer', { signal }),
});

export function createJob(input: JobPostInput): Promise<CompanyJob> {
  return api.post('/company/jobs', { body: input });
}

export function updateJob(id: string, input: JobPostInput): Promise<CompanyJob> {
  return api.put('/company/jobs/{id}', { path: { id }, body: input });
}

/** Close (is_active false) or reopen a posting of mine. */
export function setJobOpen(id: string, open: boolean): Promise<CompanyJob> {
  return api.post(open ? '/company/jobs/{id}/reopen' : '/company/jobs/{id}/close', { path: { id } });
}

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobsKeys.application(id),
    queryFn: ({ signal }): Promise<ApplicationDetail> =>
      api.get('/company/applications/{id}', { path: { id }, signal }),
  });

export function changeApplicationStatus(id: string, input: ApplicationStatusInput): Promise<ApplicationDetail> {
  return api.put('/company/applications/{id}/status', { path: { id }, body: input });
}

/** zod and the apply schema, fetched when the apply form is focused or submitted. */
export const loadApplySchema = () => import('#contract/job-applications.ts').then((module) => module.ApplyInput);

/** zod and the job post schema, fetched when the post dialog opens. */
export const loadJobPostSchema = () => import('#contract/company-jobs.ts').then((module) => module.JobPostInput);
