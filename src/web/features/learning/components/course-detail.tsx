import { useId } from 'react';
import { isRemoved, RemovedNotice } from '#web/components/moderation/removed-notice.tsx';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BookX, CheckCircle2 } from 'lucide-react';
import type { CourseDetail as Course } from '#contract/catalogue.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { courseQueryOptions } from '../api/learning-api.ts';
import { useEnrolInCourse } from '../api/use-enrol-in-course.ts';
import { useSaveCourseProgress } from '../api/use-save-course-progress.ts';
import { formatNumber, formatPercent } from '#contract/format/numbers.ts';
import { progressOf } from '#contract/catalogue-rules.ts';
import { CourseProviderNote } from './course-provider-note.tsx';
import { DetailLayout, DetailSkeleton, signInHere } from './detail-layout.tsx';

/** /courses/:id — the course, its modules, Enrol, and the learner's progress. */
export function CourseDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(courseQueryOptions(id));
  const progress = useSaveCourseProgress(id);

  if (query.isError) return <DetailError error={query.error} failedAt={query.errorUpdatedAt} retry={query} />;
  if (!query.data) return <DetailSkeleton />;

  const course = query.data;
  return (
    <DetailLayout item={course} aside={<CourseEnrolBox course={course} ticks={progress.ticks} />}>
      <Modules course={course} progress={progress} />
    </DetailLayout>
  );
}

export function DetailError({
  error,
  failedAt,
  retry,
}: {
  error: unknown;
  failedAt: number;
  retry: { refetch: () => unknown; isFetching: boolean };
}) {
  const { t } = useTranslation();
  if (isRemoved(error)) {
    return (
      <RemovedNotice
        action={
          <Link to="/courses" className={buttonVariants()}>
            {t('catalogue.backToCatalogue')}
          </Link>
        }
      />
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={BookX}
        headingLevel={1}
        title={t('catalogue.notFoundTitle')}
        description={t('catalogue.notFoundBody')}
        action={
          <Link to="/courses" className={buttonVariants()}>
            {t('catalogue.backToCatalogue')}
          </Link>
        }
        className="py-20"
      />
    );
  }
  return (
    <LoadFailed
      messageKey="catalogue.loadOneFailed"
      failedAt={failedAt}
      onRetry={() => void retry.refetch()}
      retrying={retry.isFetching}
      className="py-20"
    />
  );
}

type CourseProgress = ReturnType<typeof useSaveCourseProgress>;

function CourseEnrolBox({ course, ticks }: { course: Course; ticks: CourseProgress['ticks'] }) {
  const { t, language } = useTranslation();
  const location = useLocation();
  const me = useMe();
  const progressLabelId = useId();
  const enrol = useEnrolInCourse(course.id);

  const enrollment = course.enrollment;
  // while saves are on their way, the ticks on screen are the truth, not an answer fetched before them
  const percent = ticks ? progressOf(ticks, course.modules.length) : (enrollment?.progress ?? 0);
  return (
    <Card className="space-y-4 p-5">
      {enrollment ? (
        <>
          <p className="flex items-center gap-2 font-semibold text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {t('catalogue.enrolled')}
          </p>
          <div>
            <div className="flex justify-between text-sm">
              <span id={progressLabelId} className="font-medium text-slate-800">
                {t('catalogue.progress')}
              </span>
              <span className="font-semibold text-brand-800">{formatPercent(percent, language)}</span>
            </div>
            <Progress value={percent} aria-labelledby={progressLabelId} className="mt-2" />
          </div>
        </>
      ) : me.data === null ? (
        <Link to={signInHere(location)} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          {t('catalogue.enrol')}
        </Link>
      ) : (
        <Button size="lg" className="w-full" disabled={enrol.isPending || !me.data} onClick={() => enrol.mutate()}>
          {t('catalogue.enrol')}
        </Button>
      )}
      {!enrollment && me.data === null ? (
        <p className="text-sm text-slate-600">{t('catalogue.signInToEnrol')}</p>
      ) : null}
      <CourseProviderNote course={course} />
    </Card>
  );
}

function Modules({ course, progress: { ticks, toggle } }: { course: Course; progress: CourseProgress }) {
  const { t, language } = useTranslation();

  if (course.modules.length === 0) return null;
  const enrollment = course.enrollment;
  const shown = ticks ?? enrollment?.completedModules ?? [];
  const done = new Set(shown);

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('catalogue.modules')}</h2>
      {enrollment ? <p className="mt-1 text-sm text-slate-600">{t('catalogue.modulesHint')}</p> : null}
      <ol className="mt-4 space-y-2">
        {course.modules.map((module, index) => (
          <li key={index}>
            {enrollment ? (
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={done.has(index)}
                  onChange={() => toggle(index, shown)}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <span className="text-slate-800">{module}</span>
              </label>
            ) : (
              <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
                <span aria-hidden="true" className="text-sm font-semibold text-slate-500">
                  {formatNumber(index + 1, language)}.
                </span>
                <span className="text-slate-800">{module}</span>
              </div>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
