import { useQuery } from '@tanstack/react-query';
import { Eye, FileText, Users } from 'lucide-react';
import type { CompanyApplication } from '#contract/job-applications.ts';
import type { CompanyJob } from '#contract/company-jobs.ts';
import { formatDaysAgo } from '#contract/format/relative.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { Disclosure } from '#web/components/data/disclosure.tsx';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QuerySection } from '#web/components/data/query-section.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { jobApplicantsQueryOptions, recentApplicantsQueryOptions } from '../api/jobs-api.ts';
import { applicantName } from '../lib/labels.ts';
import { StatusBadge } from './status-badge.tsx';

type OnView = (applicant: CompanyApplication) => void;

/** The newest applicants to any of my postings. */
export function RecentApplicants({ onView }: { onView: OnView }) {
  const { t } = useTranslation();
  const query = useQuery(recentApplicantsQueryOptions);
  return (
    <QuerySection
      id="recent-applicants"
      title={t('companyDashboard.applicants.title')}
      className="mt-10"
      query={query}
      failedKey="companyDashboard.loadFailed"
      skeletonClassName="h-20 rounded-2xl"
      empty={
        <EmptyCard
          icon={Users}
          title={t('companyDashboard.applicants.emptyTitle')}
          description={t('companyDashboard.applicants.emptyBody')}
        />
      }
    >
      {(applicants) => (
        <Card className="mt-4 divide-y divide-slate-100">
          <ul className="divide-y divide-slate-100">
            {applicants.map((applicant) => (
              <li key={applicant.id}>
                <ApplicantRow applicant={applicant} onView={() => onView(applicant)} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </QuerySection>
  );
}

/** All applicants of one posting, loaded when opened: Recent Applicants shows only the newest 10. */
export function JobApplicants({ job, onView }: { job: CompanyJob; onView: OnView }) {
  const { t } = useTranslation();
  return (
    <Disclosure label={t('companyDashboard.jobs.showApplicants', { count: job.applicantCount })}>
      {(open) => (open ? <JobApplicantList jobId={job.id} onView={onView} /> : null)}
    </Disclosure>
  );
}

function JobApplicantList({ jobId, onView }: { jobId: string; onView: OnView }) {
  const query = useQuery(jobApplicantsQueryOptions(jobId));
  return (
    <QueryView
      query={query}
      failedKey="companyDashboard.loadFailed"
      failedClassName="py-4"
      errorOverData
      loading={
        <LoadingStatus className="mt-2 space-y-2">
          <Skeleton className="h-16 rounded-xl" />
        </LoadingStatus>
      }
    >
      {(applicants) => (
        <ul className="-mx-5 divide-y divide-slate-100">
          {applicants.map((applicant) => (
            <li key={applicant.id}>
              <ApplicantRow applicant={applicant} onView={() => onView(applicant)} headingLevel={4} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function ApplicantRow({
  applicant,
  onView,
  headingLevel = 3,
}: {
  applicant: CompanyApplication;
  onView: () => void;
  headingLevel?: 3 | 4;
}) {
  const { t, language } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const name = applicantName(t, applicant);
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className={cn('font-semibold', applicant.fullName === null ? 'text-slate-600' : 'text-slate-900')}>
            {name}
          </Heading>
          <StatusBadge status={applicant.status} />
        </div>
        <p className="mt-0.5 text-sm text-slate-700">
          {t('companyDashboard.applicants.appliedFor', { title: applicant.jobTitle })} ·{' '}
          <time dateTime={applicant.appliedAt}>
            {formatDaysAgo(applicant.appliedAt, language, { standalone: true })}
          </time>
        </p>
        {applicant.email ? <p className="truncate text-sm text-slate-600">{applicant.email}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        {applicant.resumeUrl ? (
          <a
            href={applicant.resumeUrl}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={t('companyDashboard.applicants.resumeNamed', { name })}
          >
            <FileText aria-hidden="true" />
            {t('companyDashboard.applicants.resume')}
          </a>
        ) : null}
        <Button size="sm" onClick={onView} aria-label={t('companyDashboard.applicants.viewNamed', { name })}>
          <Eye aria-hidden="true" />
          {t('companyDashboard.applicants.view')}
        </Button>
      </div>
    </div>
  );
}
