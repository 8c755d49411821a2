import type { MessageKey } from '#contract/locales/message-key.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Briefcase, GraduationCap, MapPin, Route, Sparkles } from 'lucide-react';
import type { Reason, SkillAnalysis } from '#contract/insights.ts';
import type { TranslateFunction } from '#web/lib/i18n.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PlaceText, WrittenText } from '#web/components/written-text.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';

/** The icons of the analysis' section headings. */
const iconClass = 'size-5 text-brand-700';

/**
 * A category of the analysis (a course or job category, sent as its English value) as the reader's
 * list label: "Construction & Trades" → "निर्माण तथा सीप".
 */
function categoryLabel(t: TranslateFunction, value: string): string {
  const course = optionLabel(t, 'courseCategories', value);
  return course === value ? optionLabel(t, 'jobCategories', value) : course;
}

/**
 * A reason's values in the reader's language: a category as its label, and those that have a
 * Nepali twin (`pathNe` beside `path`) in Nepali on Nepali pages.
 */
function reasonParams(t: TranslateFunction, params: Reason['params'], language: string): Reason['params'] {
  const shown = { ...params };
  if (typeof params.category === 'string') shown.category = categoryLabel(t, params.category);
  if (language !== 'ne') return shown;
  for (const [name, value] of Object.entries(params)) if (name.endsWith('Ne')) shown[name.slice(0, -2)] = value;
  return shown;
}

function ReasonText({ reason }: { reason: Reason }) {
  const { t, language } = useTranslation();
  return (
    <p className="text-sm text-slate-600">
      {reason.text ?? t(reason.key as MessageKey, reasonParams(t, reason.params, language))}
    </p>
  );
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

export function AnalysisView({ analysis }: { analysis: SkillAnalysis }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6" data-testid="skill-analysis">
      <div className="grid gap-6 md:grid-cols-2">
        <Section icon={<BadgeCheck aria-hidden="true" className={iconClass} />} title={t('insights.currentSkills')}>
          <ul className="flex flex-wrap gap-2">
            {analysis.currentSkills.map((skill) =>
              skill.verified ? (
                <li
                  key={skill.name}
                  className="inline-flex items-center gap-1 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-900"
                >
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {skill.name}
                  <span className="sr-only"> — {t('insights.verified')}</span>
                </li>
              ) : (
                <li key={skill.name} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
                  {skill.name}
                </li>
              ),
            )}
          </ul>
        </Section>
        <Section icon={<Sparkles aria-hidden="true" className={iconClass} />} title={t('insights.nextSkills')}>
          {analysis.recommendedSkills.length === 0 ? (
            <p className="text-sm text-slate-600">{t('insights.noNext')}</p>
          ) : (
            <ul className="space-y-2">
              {analysis.recommendedSkills.map((skill) => (
                <li key={skill.name}>
                  <p className="font-medium text-slate-900">
                    {skill.name}{' '}
                    <span className="text-sm font-normal text-slate-600">
                      · {t('insights.demand', { count: skill.demand })}
                    </span>
                  </p>
                  <ReasonText reason={skill.reason} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <CareerPaths careerPaths={analysis.careerPaths} />

      <CourseList courses={analysis.courses} />

      <JobList jobs={analysis.jobs} />
    </div>
  );
}

function CareerPaths({ careerPaths }: { careerPaths: SkillAnalysis['careerPaths'] }) {
  const { t, language } = useTranslation();
  return (
    <Section icon={<Route aria-hidden="true" className={iconClass} />} title={t('insights.careerPaths')}>
      {careerPaths.length === 0 ? (
        <p className="text-sm text-slate-600">{t('insights.noPaths')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {careerPaths.map((path) => (
            <li key={`${path.title}-${path.category}`} className="rounded-xl border border-slate-200 p-3">
              {language === 'ne' && path.titleNe ? (
                <p className="font-semibold text-slate-900">{path.titleNe}</p>
              ) : (
                // no posting of the path has a Nepali title: its English name, marked so
                <p lang={language === 'ne' ? 'en' : undefined} className="font-semibold text-slate-900">
                  {path.title}
                </p>
              )}
              <p className="text-sm text-slate-600">
                {categoryLabel(t, path.category)} · {t('insights.match', { percent: path.match })}
              </p>
              <p className="mt-1 text-sm text-slate-800">
                {path.missingSkills.length > 0
                  ? t('insights.missing', { skills: path.missingSkills.join(', ') })
                  : t('insights.nothingMissing')}
              </p>
              <ReasonText reason={path.reason} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function CourseList({ courses }: { courses: SkillAnalysis['courses'] }) {
  const { t, language } = useTranslation();
  return (
    <Section icon={<GraduationCap aria-hidden="true" className={iconClass} />} title={t('insights.courses')}>
      {courses.length === 0 ? (
        <p className="text-sm text-slate-600">{t('insights.noCourses')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {courses.map((course) => (
            <li
              key={course.id}
              className="relative rounded-xl border border-slate-200 p-3 focus-within:ring-2 focus-within:ring-brand-600"
            >
              <p className="font-semibold text-slate-900">
                <Link
                  to={`/courses/${encodeURIComponent(course.id)}`}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {language === 'ne' && course.titleNe ? course.titleNe : course.title}
                </Link>
              </p>
              <p className="text-sm text-slate-600">
                {categoryLabel(t, course.category)} · <WrittenText text={course.duration} />
              </p>
              <ReasonText reason={course.reason} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/courses" className={buttonVariants({ variant: 'link', className: 'mt-1 px-0' })}>
        {t('insights.exploreAll')}
      </Link>
    </Section>
  );
}

function JobList({ jobs }: { jobs: SkillAnalysis['jobs'] }) {
  const { t, language } = useTranslation();
  return (
    <Section icon={<Briefcase aria-hidden="true" className={iconClass} />} title={t('insights.jobs')}>
      {jobs.length === 0 ? (
        <p className="text-sm text-slate-600">{t('insights.noJobs')}</p>
      ) : (
        <ul className="space-y-2">
          {jobs.map((job) => (
            <li
              key={job.id}
              className="relative rounded-xl border border-slate-200 p-3 focus-within:ring-2 focus-within:ring-brand-600"
            >
              <p className="font-semibold text-slate-900">
                <Link
                  to={`/jobs/${encodeURIComponent(job.id)}`}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {language === 'ne' && job.jobTitleNe ? job.jobTitleNe : job.jobTitle}
                </Link>
              </p>
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                <span>{job.companyName}</span>
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5" />
                  <PlaceText text={job.location} ne={job.locationNe} />
                </span>
              </p>
              <ReasonText reason={job.reason} />
              {job.verifiedSkills?.length ? (
                <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-green-900">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t('insights.verifiedMatch', { skills: job.verifiedSkills.join(', ') })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Link to="/jobs" className={buttonVariants({ variant: 'link', className: 'mt-1 px-0' })}>
        {t('insights.viewAllJobs')}
      </Link>
    </Section>
  );
}
