import { Link } from 'react-router';
import type { JobCard as Job } from '#contract/jobs.ts';
import { LIMITS } from '#contract/limits.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { jobPath, localisedJob } from '../lib/labels.ts';
import { CompanyLine } from './company-line.tsx';
import { JobBadges, JobFacts, SkillList } from './job-facts.tsx';
import { SaveJobButton } from './save-job-button.tsx';

/** A job on /jobs (spec §2 Jobs): the title links to its page, "View & Apply" opens the dialog. */
export function JobCard({ job, onOpen }: { job: Job; onOpen: (job: Job) => void }) {
  const { t, language } = useTranslation();
  const { title, description } = localisedJob(job, language);
  const titleId = `job-${job.id}-title`;
  return (
    <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
      <div className="space-y-1">
        <h2 id={titleId} className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={jobPath(job.id)} className="hover:text-brand-800 hover:underline">
            {title}
          </Link>
        </h2>
        <div className="text-sm">
          <CompanyLine job={job} />
        </div>
      </div>
      <JobBadges job={job} />
      <JobFacts job={job} />
      <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
      <SkillList skills={job.skillsRequired.slice(0, LIMITS.jobCardSkills)} label={t('jobs.skills')} />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button className="w-full sm:w-auto" aria-describedby={titleId} onClick={() => onOpen(job)}>
          {t('jobs.viewApply')}
        </Button>
        <SaveJobButton jobId={job.id} describedBy={titleId} className="w-full sm:w-auto" />
      </div>
    </Card>
  );
}

/** A card's outline while the list loads. */
export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
      <div className="h-6 w-3/4 animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
      <div className="flex gap-2">
        <div className="h-5 w-20 animate-pulse rounded-full bg-slate-200" />
        <div className="h-5 w-24 animate-pulse rounded-full bg-slate-200" />
      </div>
      <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200" />
      <div className="h-10 w-32 animate-pulse rounded-lg bg-slate-200" />
    </div>
  );
}
