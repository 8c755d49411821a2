import { JobPage } from '#web/features/jobs/components/job-page.tsx';

/** /jobs/:id — one job, shareable and indexable. */
export function Component() {
  return <JobPage />;
}
