import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { HOW_STEPS, StepList } from './step-list.tsx';

/** The four-step how-it-works on the home page. */
export function HomeSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-steps" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="home-steps" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('home.stepsTitle')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t('home.stepsIntro')}</p>
      <StepList
        className="mt-6 lg:grid-cols-4"
        stepLabelKey="platformSteps.stepLabel"
        steps={HOW_STEPS.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`platformSteps.steps.${key}.title`),
          body: t(`platformSteps.steps.${key}.body`),
        }))}
      />
      <Link
        to="/how-it-works"
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        {t('home.stepsMore')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
