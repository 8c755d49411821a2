import { useQuery } from '@tanstack/react-query';
import { Briefcase, Pencil, Plus, Power, RotateCcw, ShieldAlert } from 'lucide-react';
import type { CompanyApplication } from '#contract/job-applications.ts';
import type { CompanyJob } from '#contract/company-jobs.ts';
import { formatDaysAgo } from '#contract/format/relative.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { ListingRow } from '#web/components/data/listing-row.tsx';
import { QuerySection } from '#web/components/data/query-section.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { companyJobsQueryOptions } from '../api/jobs-api.ts';
import { useSetJobOpen } from '../api/use-set-job-open.ts';
import { heldReasonText, jobPath, localisedJob } from '../lib/labels.ts';
import { JobApplicants } from './company-applicants.tsx';
import { PlaceText } from '#web/components/written-text.tsx';

type OnView = (applicant: CompanyApplication) => void;

/** My postings, open or not, each with its applicants. */
export function CompanyJobs({
  onEdit,
  onPost,
  onView,
}: {
  onEdit: (job: CompanyJob) => void;
  onPost: () => void;
  onView: OnView;
}) {
  const { t } = useTranslation();
  const query = useQuery(companyJobsQueryOptions);
  const noJobs = (
    <EmptyCard
      icon={Briefcase}
      title={t('companyDashboard.jobs.emptyTitle')}
      description={t('companyDashboard.jobs.emptyBody')}
      action={
        <Button onClick={onPost}>
          <Plus aria-hidden="true" />
          {t('companyDashboard.postJob')}
        </Button>
      }
    />
  );
  return (
    <QuerySection
      id="company-jobs"
      title={t('companyDashboard.jobs.title')}
      className="mt-10"
      query={query}
      failedKey="companyDashboard.loadFailed"
      skeletonClassName="h-28 rounded-2xl"
      empty={noJobs}
    >
      {(jobs) => (
        <ul className="mt-4 space-y-4">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobRow job={job} onEdit={() => onEdit(job)} onView={onView} />
            </li>
          ))}
        </ul>
      )}
    </QuerySection>
  );
}

function JobRow({ job, onEdit, onView }: { job: CompanyJob; onEdit: () => void; onView: OnView }) {
  const { t, language } = useTranslation();
  const { title } = localisedJob(job, language);
  const toggle = useSetJobOpen(job.id);
  const state = !job.isActive ? 'closed' : job.isOpen ? 'active' : 'expired';
  const held = job.heldAt !== null;

  return (
    <ListingRow
      title={title}
      href={jobPath(job.id)}
      state={held ? t('companyDashboard.jobs.held') : t(`companyDashboard.jobs.${state}`)}
      live={state === 'active' && !held}
      details={
        <>
          <p className="mt-1 text-sm text-slate-700">
            {optionLabel(t, 'jobTypes', job.jobType)} · <PlaceText text={job.location} ne={job.locationNe} /> ·{' '}
            <time dateTime={job.postedAt}>{formatDaysAgo(job.postedAt, language, { standalone: true })}</time>
          </p>
          <p className="mt-1 text-sm font-medium text-slate-800">
            {t('companyDashboard.jobs.applicants', {
              count: job.applicantCount,
            })}
            {job.pendingCount > 0 ? ` · ${t('companyDashboard.jobs.pending', { count: job.pendingCount })}` : ''}
          </p>
          {held ? (
            <p
              role="note"
              className="mt-2 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900"
            >
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('companyDashboard.jobs.heldNotice', { reason: heldReasonText(t, job.heldReason) })}
            </p>
          ) : null}
        </>
      }
      actions={
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={t('companyDashboard.jobs.editNamed', { title: job.jobTitle })}
          >
            <Pencil aria-hidden="true" />
            {t('companyDashboard.jobs.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(!job.isActive)}
            aria-label={t(job.isActive ? 'companyDashboard.jobs.closeNamed' : 'companyDashboard.jobs.reopenNamed', {
              title: job.jobTitle,
            })}
          >
            {job.isActive ? <Power aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
            {t(job.isActive ? 'companyDashboard.jobs.close' : 'companyDashboard.jobs.reopen')}
          </Button>
        </div>
      }
    >
      {job.applicantCount > 0 ? <JobApplicants job={job} onView={onView} /> : null}
    </ListingRow>
  );
}
