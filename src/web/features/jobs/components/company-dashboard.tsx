import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Briefcase,
  ChevronDown,
  Eye,
  FileText,
  Pencil,
  Plus,
  Power,
  RotateCcw,
  Settings,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { CompanyApplication, CompanyJob, CompanyStats } from '#contract/jobs.ts';
import { formatNumber, formatPercent } from '#contract/format/numbers.ts';
import { formatDaysAgo } from '#contract/format/relative.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { displayNameOf, useSessionMe } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  companyJobsQueryOptions,
  companyStatsQueryOptions,
  jobApplicantsQueryOptions,
  jobsKeys,
  recentApplicantsQueryOptions,
  setJobOpen,
} from '../api/jobs-api.ts';
import { applicantName, jobPath, localisedJob } from '../lib/labels.ts';
import { ApplicationDialog } from './application-dialog.tsx';
import { JobPostDialog } from './job-post-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

/** /company-dashboard (spec §2 Company dashboard, decisions.md §3 §6). */
export function CompanyDashboard() {
  const { t } = useTranslation();
  const me = useSessionMe();
  const name = displayNameOf(me) ?? t('dashboard.there');
  const title = t('dashboard.title', { role: t('roles.names.company') });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ open: boolean; job: CompanyJob | null }>({ open: false, job: null });
  const [viewing, setViewing] = useState<CompanyApplication | null>(null);
  const postJob = () => setEditing({ open: true, job: null });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={title} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('dashboard.welcome', { name })}
          </h1>
          <p className="mt-1 text-slate-700">{title}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/edit-profile" className={buttonVariants({ variant: 'outline' })}>
            <Settings aria-hidden="true" />
            {t('companyDashboard.editProfile')}
          </Link>
          <Button onClick={postJob}>
            <Plus aria-hidden="true" />
            {t('companyDashboard.postJob')}
          </Button>
        </div>
      </div>

      <StatCards />
      <RecentApplicants onView={setViewing} />
      <CompanyJobs onEdit={(job) => setEditing({ open: true, job })} onPost={postJob} onView={setViewing} />

      <JobPostDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        job={editing.job}
        defaults={{ companyName: me.profile.fullName ?? me.user.name, email: me.user.email }}
        onSaved={() => {
          void queryClient.invalidateQueries({ queryKey: jobsKeys.company });
          // the public list shows the new or changed posting
          void queryClient.invalidateQueries({ queryKey: jobsKeys.all });
        }}
      />
      {viewing ? (
        <ApplicationDialog
          applicant={viewing}
          onOpenChange={(open) => {
            if (!open) setViewing(null);
          }}
        />
      ) : null}
    </div>
  );
}

function StatCards() {
  const { t, language } = useTranslation();
  const query = useQuery(companyStatsQueryOptions);
  if (query.isError && !query.data) {
    return (
      <LoadFailed
        messageKey="companyDashboard.loadFailed"
        failedAt={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <div role="status" className="mt-8 grid gap-4 sm:grid-cols-3">
        <span className="sr-only">{t('shell.loading')}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  }
  const stats: CompanyStats = query.data;
  return (
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
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: typeof Users;
  label: string;
  value: string;
  note?: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      {/* the label is read before the figure; the figure is shown first */}
      <div className="flex min-w-0 flex-col">
        <p className="order-2 text-sm text-slate-700">{label}</p>
        <p className="order-1 text-2xl font-bold text-slate-900">{value}</p>
        {note ? <p className="order-3 text-xs text-slate-600">{note}</p> : null}
      </div>
    </Card>
  );
}

function RecentApplicants({ onView }: { onView: (applicant: CompanyApplication) => void }) {
  const { t } = useTranslation();
  const query = useQuery(recentApplicantsQueryOptions);
  return (
    <section aria-labelledby="recent-applicants" className="mt-10">
      <h2 id="recent-applicants" className="text-xl font-semibold text-slate-900">
        {t('companyDashboard.applicants.title')}
      </h2>
      {query.isError && !query.data ? (
        <LoadFailed
          messageKey="companyDashboard.loadFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <div role="status" className="mt-4 space-y-3">
          <span className="sr-only">{t('shell.loading')}</span>
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      ) : query.data.length === 0 ? (
        <Card className="mt-4">
          <EmptyState
            icon={Users}
            headingLevel={3}
            title={t('companyDashboard.applicants.emptyTitle')}
            description={t('companyDashboard.applicants.emptyBody')}
          />
        </Card>
      ) : (
        <Card className="mt-4 divide-y divide-slate-100">
          <ul className="divide-y divide-slate-100">
            {query.data.map((applicant) => (
              <li key={applicant.id}>
                <ApplicantRow applicant={applicant} onView={() => onView(applicant)} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
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

function CompanyJobs({
  onEdit,
  onPost,
  onView,
}: {
  onEdit: (job: CompanyJob) => void;
  onPost: () => void;
  onView: (applicant: CompanyApplication) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(companyJobsQueryOptions);
  return (
    <section aria-labelledby="company-jobs" className="mt-10">
      <h2 id="company-jobs" className="text-xl font-semibold text-slate-900">
        {t('companyDashboard.jobs.title')}
      </h2>
      {query.isError && !query.data ? (
        <LoadFailed
          messageKey="companyDashboard.loadFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <div role="status" className="mt-4 space-y-3">
          <span className="sr-only">{t('shell.loading')}</span>
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      ) : query.data.length === 0 ? (
        <Card className="mt-4">
          <EmptyState
            icon={Briefcase}
            headingLevel={3}
            title={t('companyDashboard.jobs.emptyTitle')}
            description={t('companyDashboard.jobs.emptyBody')}
            action={
              <Button onClick={onPost}>
                <Plus aria-hidden="true" />
                {t('companyDashboard.postJob')}
              </Button>
            }
          />
        </Card>
      ) : (
        <ul className="mt-4 space-y-4">
          {query.data.map((job) => (
            <li key={job.id}>
              <JobRow job={job} onEdit={() => onEdit(job)} onView={onView} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function JobRow({
  job,
  onEdit,
  onView,
}: {
  job: CompanyJob;
  onEdit: () => void;
  onView: (applicant: CompanyApplication) => void;
}) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const { title } = localisedJob(job, language);
  const toggle = useMutation({
    mutationFn: () => setJobOpen(job.id, !job.isActive),
    onSuccess: async (updated) => {
      toast.success(t(updated.isActive ? 'companyDashboard.jobs.reopenedToast' : 'companyDashboard.jobs.closedToast'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKeys.company }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]);
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'companyDashboard.jobs.updateFailed' }),
  });
  const state = !job.isActive ? 'closed' : job.isOpen ? 'active' : 'expired';

  return (
    <Card className="p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold text-slate-900">
              <Link to={jobPath(job.id)} className="hover:underline">
                {title}
              </Link>
            </h3>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                state === 'active' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
              )}
            >
              {t(`companyDashboard.jobs.${state}`)}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {optionLabel(t, 'jobTypes', job.jobType)} · {job.location} ·{' '}
            <time dateTime={job.postedAt}>{formatDaysAgo(job.postedAt, language, { standalone: true })}</time>
          </p>
          <p className="mt-1 text-sm font-medium text-slate-800">
            {t('companyDashboard.jobs.applicants', {
              count: job.applicantCount,
            })}
            {job.pendingCount > 0 ? ` · ${t('companyDashboard.jobs.pending', { count: job.pendingCount })}` : ''}
          </p>
        </div>
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
            onClick={() => toggle.mutate()}
            aria-label={t(job.isActive ? 'companyDashboard.jobs.closeNamed' : 'companyDashboard.jobs.reopenNamed', {
              title: job.jobTitle,
            })}
          >
            {job.isActive ? <Power aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
            {t(job.isActive ? 'companyDashboard.jobs.close' : 'companyDashboard.jobs.reopen')}
          </Button>
        </div>
      </div>
      {job.applicantCount > 0 ? <JobApplicants job={job} onView={onView} /> : null}
    </Card>
  );
}

/** All applicants of one posting, loaded when opened: Recent Applicants shows only the newest 10. */
function JobApplicants({ job, onView }: { job: CompanyJob; onView: (applicant: CompanyApplication) => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...jobApplicantsQueryOptions(job.id), enabled: open });
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
        {t('companyDashboard.jobs.showApplicants', { count: job.applicantCount })}
      </button>
      <div id={listId} hidden={!open}>
        {!open ? null : query.isError ? (
          <LoadFailed
            messageKey="companyDashboard.loadFailed"
            failedAt={query.errorUpdatedAt}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            className="py-4"
          />
        ) : !query.data ? (
          <div role="status" className="mt-2 space-y-2">
            <span className="sr-only">{t('shell.loading')}</span>
            <Skeleton className="h-16 rounded-xl" />
          </div>
        ) : (
          <ul className="-mx-5 divide-y divide-slate-100">
            {query.data.map((applicant) => (
              <li key={applicant.id}>
                <ApplicantRow applicant={applicant} onView={() => onView(applicant)} headingLevel={4} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
