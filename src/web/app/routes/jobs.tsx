import { JobsBrowser } from '#web/features/jobs/components/jobs-browser.tsx';

/** /jobs — the public job board (spec §2 Jobs). */
export function Component() {
  return <JobsBrowser />;
}
