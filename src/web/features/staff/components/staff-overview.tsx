import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, ClipboardList, Flag, IdCard, MessageCircleMore, UserRoundPlus } from 'lucide-react';
import type { StaffOverview as Overview } from '#contract/staff.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { StatCard } from '#web/components/data/stat-card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { staffOverviewQueryOptions } from '../api/staff-api.ts';
import { SignUpsChart } from './sign-ups-chart.tsx';

const FIGURES = [
  { key: 'signUps', icon: UserRoundPlus },
  { key: 'jobsPosted', icon: BriefcaseBusiness },
  { key: 'applications', icon: ClipboardList },
  { key: 'messages', icon: MessageCircleMore },
  { key: 'openReports', icon: Flag },
  { key: 'pendingVerifications', icon: IdCard },
] as const;

/** /staff: the 30-day figures and the sign-ups chart. */
export function StaffOverview() {
  const { t } = useTranslation();
  const overview = useQuery(staffOverviewQueryOptions);
  return (
    <section aria-labelledby="staff-overview-title">
      <h2 id="staff-overview-title" className="text-lg font-semibold text-slate-900">
        {t('staff.overview.title')}
      </h2>
      <QueryView query={overview} failedKey="staff.overview.loadFailed" loading={<OverviewSkeleton />}>
        {(data) => <OverviewFigures data={data} />}
      </QueryView>
    </section>
  );
}

function OverviewFigures({ data }: { data: Overview }) {
  const { t, language } = useTranslation();
  return (
    <>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FIGURES.map(({ key, icon }) => (
          <li key={key}>
            <StatCard
              icon={icon}
              label={t(`staff.overview.figures.${key}`)}
              value={formatNumber(data.totals[key], language)}
              note={key === 'openReports' || key === 'pendingVerifications' ? t('staff.overview.now') : undefined}
            />
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <SignUpsChart days={data.signUps} />
      </div>
    </>
  );
}

function OverviewSkeleton() {
  return (
    <LoadingStatus className="mt-4 space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FIGURES.map(({ key }) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </LoadingStatus>
  );
}
