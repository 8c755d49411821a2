import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import type { MyApplication } from '#contract/job-applications.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { QuerySection } from '#web/components/data/query-section.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { myApplicationsQueryOptions } from '../api/jobs-api.ts';
import { jobPath, localisedJob } from '../lib/labels.ts';
import { StatusBadge } from './status-badge.tsx';
import { ApplicationCredentialsButton, OPEN_FOR_CREDENTIALS } from './application-credentials-dialog.tsx';

/**
 * "My Applications" on the job seeker's /dashboard (decisions.md §6): every job I applied to with
 * its current status, newest first. Statuses change while the page is open, so it refetches on
 * focus as TanStack Query does.
 */
export function MyApplications() {
  const { t } = useTranslation();
  const query = useQuery(myApplicationsQueryOptions);

  return (
    <QuerySection
      id="my-applications"
      title={t('myApplications.title')}
      aside={
        <Link to="/jobs" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('myApplications.browse')}
        </Link>
      }
      query={query}
      failedKey="myApplications.loadFailed"
      skeletonClassName="h-20 rounded-2xl"
      empty={
        <EmptyCard
          icon={Briefcase}
          title={t('myApplications.emptyTitle')}
          description={t('myApplications.emptyBody')}
          action={
            <Link to="/jobs" className={buttonVariants()}>
              {t('myApplications.browse')}
            </Link>
          }
        />
      }
    >
      {(applications) => (
        <Card className="mt-4">
          <ul className="divide-y divide-slate-100">
            {applications.map((application) => (
              <ApplicationItem key={application.id} application={application} />
            ))}
          </ul>
        </Card>
      )}
    </QuerySection>
  );
}

function ApplicationItem({ application }: { application: MyApplication }) {
  const { t, language } = useTranslation();
  const { title } = localisedJob(
    { jobTitle: application.jobTitle, jobTitleNe: application.jobTitleNe, description: '' },
    language,
  );
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">
          <Link to={jobPath(application.jobId)} className="hover:underline">
            {title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{application.companyName}</p>
        <p className="mt-0.5 text-xs text-slate-600">
          {t('myApplications.appliedOn', { date: formatDate(application.appliedAt, language) })}
          {application.updatedAt !== application.appliedAt
            ? ` · ${t('myApplications.updatedOn', { date: formatDate(application.updatedAt, language) })}`
            : ''}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <p>
          <span className="sr-only">{t('myApplications.status')}: </span>
          <StatusBadge status={application.status} className="text-sm" />
        </p>
        {OPEN_FOR_CREDENTIALS.includes(application.status) ? (
          <ApplicationCredentialsButton application={application} title={title} />
        ) : null}
      </div>
    </li>
  );
}
