import { Award, BookOpen, Briefcase, GraduationCap, Presentation, Sparkles, TrendingUp } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { BenefitList } from '#web/features/public/components/benefit-list.tsx';
import { CtaBand } from '#web/features/public/components/cta-band.tsx';
import { StatGrid } from '#web/features/public/components/stat-grid.tsx';
import { HOW_STEPS } from '#web/features/public/components/step-list.tsx';
import { StepsPageIntro } from '#web/features/public/components/public-page-header.tsx';

const STUDENT_BENEFITS = [
  { key: 'quality', icon: GraduationCap },
  { key: 'certifications', icon: Award },
  { key: 'opportunities', icon: Briefcase },
] as const;

const TRAINER_BENEFITS = [
  { key: 'showcase', icon: Sparkles },
  { key: 'teach', icon: Presentation },
  { key: 'grow', icon: TrendingUp },
] as const;

const STATS = ['users', 'courses', 'professionals', 'success', 'employment', 'businesses', 'rating'] as const;

/** /how-it-works (spec §1): the four steps, benefits for both sides and the statistics. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <StepsPageIntro
        title={t('howItWorks.title')}
        intro={t('howItWorks.intro')}
        description={t('howItWorks.metaDescription')}
        stepsId="how-steps"
        stepsTitle={t('howItWorks.stepsTitle')}
        listClassName="mt-6"
        stepLabelKey="platformSteps.stepLabel"
        steps={HOW_STEPS.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`platformSteps.steps.${key}.title`),
          body: t(`platformSteps.steps.${key}.body`),
        }))}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-12 sm:px-6 md:grid-cols-2 lg:px-8">
        <BenefitList
          id="how-students"
          title={t('howItWorks.studentsTitle')}
          group="howItWorks.students"
          items={STUDENT_BENEFITS}
        />
        <BenefitList
          id="how-trainers"
          title={t('howItWorks.trainersTitle')}
          group="howItWorks.trainers"
          items={TRAINER_BENEFITS}
        />
      </div>
      <section aria-labelledby="how-stats" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="how-stats" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
            <BookOpen aria-hidden="true" className="size-6 text-brand-700" />
            {t('howItWorks.statsTitle')}
          </h2>
          <div className="mt-6">
            <StatGrid group="howItWorks.stats" keys={STATS} />
          </div>
        </div>
      </section>
      <CtaBand id="how-cta" title={t('howItWorks.ctaTitle')} body={t('howItWorks.ctaBody')} variant="roles" />
    </>
  );
}
