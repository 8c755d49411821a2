import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, TrendingUp, Users } from 'lucide-react';
import type { CompanyApplication } from '#contract/job-applications.ts';
import type { CompanyJob } from '#contract/company-jobs.ts';
import { formatNumber, formatPercent } from '#contract/format/numbers.ts';
import { displayNameOf, useSessionMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { DashboardHeader } from '#web/components/data/dashboard-header.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { StatCard } from '#web/components/data/stat-card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { companyStatsQueryOptions } from '../api/jobs-api.ts';
import { useInvalidateCompanyJobs } from '../api/use-invalidate-company-jobs.ts';
import { RecentApplicants } from './company-applicants.tsx';
import { CompanyJobs } from './company-jobs.tsx';

// The two dialogs (the job form with its date and place pickers; an application) load when first
// opened: on slow mobile data the dashboard's figures come first.
const JobPostDialog = lazy(() => import('./job-post-dialog.tsx').then((module) => ({ default: module.JobPostDialog })));
const ApplicationDialog = lazy(() =>
  import('./application-dialog.tsx').then((module) => ({ default: module.ApplicationDialog })),
);

/** /company-dashboard (spec §2 Company dashboard, decisions.md §3 §6). */
/** `verification`: the Verification card the route places under the figures. */
export function CompanyDashboard({ verification }: { verification?: ReactNode }) {
  const { t } = useTranslation();
  const me = useSessionMe();
  const name = displayNameOf(me) ?? t('dashboard.there');
  const title = t('dashboard.title', { role: t('roles.names.company') });
  const invalidateJobs = useInvalidateCompanyJobs();
  // `opened`: the form stays mounted once opened, so closing it animates and gives focus back
  const [editing, setEditing] = useState<{ open: boolean; opened: boolean; job: CompanyJob | null }>({
    open: false,
    opened: false,
    job: null,
  });
  const [viewing, setViewing] = useState<CompanyApplication | null>(null);
  const postJob = () => setEditing({ open: true, opened: true, job: null });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <DashboardHeader
        title={title}
        name={name}
        editLabel={t('companyDashboard.editProfile')}
        addLabel={t('companyDashboard.postJob')}
        onAdd={postJob}
      />

      <StatCards />
      {verification ? <div className="mt-6">{verification}</div> : null}
      <RecentApplicants onView={setViewing} />
      <CompanyJobs
        onEdit={(job) => setEditing({ open: true, opened: true, job })}
        onPost={postJob}
        onView={setViewing}
      />

      <Suspense fallback={null}>
        {editing.opened ? (
          <JobPostDialog
            open={editing.open}
            onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
            job={editing.job}
            defaults={{ email: me.user.email }}
            onSaved={invalidateJobs}
          />
        ) : null}
        {viewing ? (
          <ApplicationDialog
            applicant={viewing}
            onOpenChange={(open) => {
              if (!open) setViewing(null);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function StatCards() {
  const { t, language } = useTranslation();
  const query = useQuery(companyStatsQueryOptions);
  return (
    <QueryView
      query={query}
      failedKey="companyDashboard.loadFailed"
      loading={
        <LoadingStatus className="mt-8 grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-24 rounded-2xl" />
          ))}
        </LoadingStatus>
      }
    >
      {(stats) => (
        <div className="mt-8 grid gap-4 sm:grid-cols-3">
          <StatCard
            icon={Briefcase}
            label={t('companyDashboard.stats.activeJobs')}
            value={formatNumber(stats.activeJobs, language)}
          />
          <StatCard
            icon={Users}
            label={t('companyDashboard.stats.totalApplicants')}
            value={formatNumber(stats.totalApplicants, language)}
            note={t('companyDashboard.stats.pending', { count: stats.pendingApplicants })}
          />
          <StatCard
            icon={TrendingUp}
            label={t('companyDashboard.stats.successRate')}
            value={
              stats.successRate === null ? t('companyDashboard.stats.none') : formatPercent(stats.successRate, language)
            }
            note={t('companyDashboard.stats.successRateHint')}
          />
        </div>
      )}
    </QueryView>
  );
}
