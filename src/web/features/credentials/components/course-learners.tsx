import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Award, GraduationCap } from 'lucide-react';
import type { CourseLearner } from '#contract/credentials.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { QuerySection } from '#web/components/data/query-section.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { courseLearnersQueryOptions } from '../api/credentials-api.ts';
import { useConfirmCourseLearner } from '../api/use-confirm-course-learner.ts';
import { CompletionForm } from './complete-student-button.tsx';

/**
 * "Course learners ready to confirm" on the institution and professional dashboards (decision 058):
 * learners who finished every module of a catalogue course the issuer provides, each with "Confirm
 * completion", or their credential once issued.
 */
export function CourseLearners({ className }: { className?: string }) {
  const { t } = useTranslation();
  const query = useQuery(courseLearnersQueryOptions);
  return (
    <QuerySection
      id="course-learners"
      title={t('credentials.courseLearners.title')}
      className={className}
      query={query}
      failedKey="credentials.courseLearners.loadFailed"
      skeletonClassName="h-20 rounded-2xl"
      empty={
        <EmptyCard
          icon={GraduationCap}
          title={t('credentials.courseLearners.title')}
          description={t('credentials.courseLearners.empty')}
        />
      }
    >
      {(learners) => (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('credentials.courseLearners.intro')}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {learners.map((learner) => (
              <li key={`${learner.courseId}:${learner.learnerId}`}>
                <LearnerRow learner={learner} />
              </li>
            ))}
          </ul>
        </>
      )}
    </QuerySection>
  );
}

/** The course's title as the page's language has it. */
const courseTitleIn = (learner: CourseLearner, language: string) =>
  (language === 'ne' && learner.courseTitleNe) || learner.courseTitle;

function LearnerRow({ learner }: { learner: CourseLearner }) {
  const { t, language } = useTranslation();
  const names = { name: learner.learnerName, course: courseTitleIn(learner, language) };
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold break-words text-slate-900">{learner.learnerName}</h3>
      <p className="mt-1 text-sm break-words text-slate-700">
        {t('credentials.courseLearners.finishedOn', {
          course: names.course,
          date: formatDate(learner.finishedAt, language),
        })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {learner.credential ? (
          <>
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
              <Award aria-hidden="true" className="size-4" />
              {t('credentials.courseLearners.issued')}
            </span>
            {/* a page the server draws, not the app's: a full load */}
            <a
              href={learner.credential.pageUrl}
              className="text-sm font-medium text-brand-700 underline"
              aria-label={t('credentials.courseLearners.openNamed', names)}
            >
              {t('credentials.courseLearners.open')}
            </a>
          </>
        ) : (
          <ConfirmButton learner={learner} />
        )}
      </div>
    </article>
  );
}

function ConfirmButton({ learner }: { learner: CourseLearner }) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  const names = { name: learner.learnerName, course: courseTitleIn(learner, language) };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('credentials.courseLearners.buttonNamed', names)}
      >
        <Award aria-hidden="true" />
        {t('credentials.courseLearners.button')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('credentials.courseLearners.dialogTitle')}
        description={t('credentials.courseLearners.body', names)}
        size="sm"
      >
        {open ? <ConfirmForm learner={learner} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

function ConfirmForm({ learner, onDone }: { learner: CourseLearner; onDone: () => void }) {
  const confirm = useConfirmCourseLearner(
    { courseId: learner.courseId, learnerId: learner.learnerId, name: learner.learnerName },
    onDone,
  );
  return <CompletionForm submit={confirm.mutateAsync} />;
}
