import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Compass } from 'lucide-react';
import type { EnrolledCourse, LearnerDashboard as Dashboard } from '#contract/catalogue.ts';
import { LIMITS } from '#contract/limits.ts';
import { formatNumber, formatPercent } from '#contract/format/numbers.ts';
import { displayNameOf, useSessionMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { learnerDashboardQueryOptions } from '../api/learning-api.ts';
import { localisedText } from '../lib/card-text.ts';
import { CatalogueCard } from './catalogue-card.tsx';
import { CourseImage } from './course-image.tsx';
import { MySkills } from './my-skills.tsx';
import { WrittenText } from '#web/components/written-text.tsx';

/**
 * /dashboard for a learner (spec §2 Learner dashboard). `applications` is the "My Applications"
 * section and `network` the professional-network card, composed by the route (features do not
 * import each other).
 */
export function LearnerDashboard({ applications, network }: { applications?: ReactNode; network?: ReactNode } = {}) {
  const { t } = useTranslation();
  const me = useSessionMe();
  // spec §2: full name, else the account (user) name, else "there"
  const name = displayNameOf(me) ?? t('dashboard.there');
  const title = t('dashboard.title', { role: t('roles.names.student') });
  const query = useQuery(learnerDashboardQueryOptions);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('dashboard.welcome', { name })}
      </h1>
      <p className="mt-1 text-slate-700">{t('learner.subtitle')}</p>
      {query.isError && !query.data ? (
        <LoadFailed
          messageKey="learner.loadFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data ? (
        <DashboardBody data={query.data} applications={applications} network={network} />
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}

function DashboardBody({
  data,
  applications,
  network,
}: {
  data: Dashboard;
  applications?: ReactNode;
  network?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 space-y-8">
      {data.continueLearning ? <ContinueBanner course={data.continueLearning} /> : null}
      {network}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <EnrolledCourses courses={data.enrolledCourses} />
          {applications}
          <section aria-labelledby="new-paths">
            <h2 id="new-paths" className="text-xl font-semibold text-slate-900">
              {t('learner.newPaths')}
            </h2>
            {data.recommendedCourses.length > 0 ? (
              <ul className="mt-4 grid gap-5 sm:grid-cols-2">
                {data.recommendedCourses.map((item) => (
                  <li key={`${item.kind}-${item.id}`} className="flex [&>*]:flex-1">
                    <CatalogueCard item={item} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t('learner.noRecommendations')}</p>
            )}
          </section>
        </div>
        <div className="space-y-8">
          <MySkills skills={data.skills} />
          <LearningStats stats={data.stats} />
        </div>
      </div>
    </div>
  );
}

function ContinueBanner({ course }: { course: EnrolledCourse }) {
  const { t, language } = useTranslation();
  const labelId = useId();
  const { title } = localisedText({ ...course, description: '', descriptionNe: null }, language);
  return (
    <section
      aria-labelledby={labelId}
      className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-900 p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id={labelId} className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
        {t('learner.continueTitle')}
      </h2>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="text-xl font-bold">{title}</p>
          <div className="mt-3 flex items-center gap-3">
            <Progress
              value={course.progress}
              aria-label={t('learner.progressOf', { title })}
              className="max-w-sm bg-white/25 [&>div]:bg-white"
            />
            <span className="text-sm font-semibold">{formatPercent(course.progress, language)}</span>
          </div>
        </div>
        <Link to={`/courses/${encodeURIComponent(course.courseId)}`} className={buttonVariants({ variant: 'accent' })}>
          {t('learner.continueLearning')}
        </Link>
      </div>
    </section>
  );
}

function EnrolledCourses({ courses }: { courses: EnrolledCourse[] }) {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="my-courses">
      <div className="flex items-center justify-between gap-4">
        <h2 id="my-courses" className="text-xl font-semibold text-slate-900">
          {t('dashboard.student.sectionTitle')}
        </h2>
        <Link to="/courses" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('learner.viewAll')}
        </Link>
      </div>
      {courses.length === 0 ? (
        <Card className="mt-4">
          <EmptyState
            icon={BookOpen}
            headingLevel={3}
            title={t('dashboard.student.emptyTitle')}
            description={t('dashboard.student.emptyBody')}
            action={
              <Link to="/courses" className={buttonVariants()}>
                {t('dashboard.student.action')}
              </Link>
            }
          />
        </Card>
      ) : (
        <ul className="mt-4 space-y-3">
          {courses.slice(0, LIMITS.dashboardEnrolledCourses).map((course) => {
            const { title } = localisedText({ ...course, description: '', descriptionNe: null }, language);
            return (
              <li key={course.courseId}>
                <Card className="relative flex gap-4 overflow-hidden p-3 focus-within:ring-2 focus-within:ring-brand-600">
                  {/* the picture fills a fixed column: its own w-full must not push the title off a phone */}
                  <div className="w-24 shrink-0 sm:w-32">
                    <CourseImage
                      imageUrl={course.imageUrl}
                      category={course.category}
                      className="rounded-lg [&_svg]:size-8"
                    />
                  </div>
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold text-slate-900">
                      <Link
                        to={`/courses/${encodeURIComponent(course.courseId)}`}
                        className="after:absolute after:inset-0 focus-visible:outline-none"
                      >
                        {title}
                      </Link>
                    </h3>
                    <WrittenText as="p" className="text-sm text-slate-600" text={course.duration} />
                    <div className="mt-2 flex items-center gap-2">
                      <Progress value={course.progress} aria-label={t('learner.progressOf', { title })} />
                      <span className="text-sm font-medium text-slate-800">
                        {formatPercent(course.progress, language)}
                      </span>
                    </div>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function LearningStats({ stats }: { stats: Dashboard['stats'] }) {
  const { t, language } = useTranslation();
  const rows = [
    { label: t('learner.stats.enrolled'), value: formatNumber(stats.enrolledCount, language) },
    { label: t('learner.stats.skills'), value: formatNumber(stats.skillsCount, language) },
    { label: t('learner.stats.averageProgress'), value: formatPercent(stats.averageProgress, language) },
  ];
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Compass aria-hidden="true" className="size-5 text-brand-700" />
        {t('learner.stats.title')}
      </h2>
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between text-sm">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="text-lg font-bold text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-6 space-y-6">
      <span className="sr-only">{t('shell.loading')}</span>
      <Skeleton className="h-32 rounded-2xl" />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-3">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </div>
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}
