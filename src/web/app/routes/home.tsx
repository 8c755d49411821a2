import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { CtaBand } from '#web/features/public/components/cta-band.tsx';
import { HomeFeatured } from '#web/features/public/components/home-featured.tsx';
import { HomeSteps } from '#web/features/public/components/home-steps.tsx';
import { PageMeta } from '#web/features/public/components/page-meta.tsx';
import { SIGN_UP_STUDENT_PATH, SIGN_UP_TRAINER_PATH } from '#web/features/public/lib/links.ts';

const STATS = [
  { valueKey: 'home.statCoursesValue', labelKey: 'home.statCourses' },
  { valueKey: 'home.statProfessionalsValue', labelKey: 'home.statProfessionals' },
  { valueKey: 'home.statStudentsValue', labelKey: 'home.statStudents' },
] as const;

/**
 * Home (spec §2): the hero with the promise, the stats and the one-tap sign-ups, the four steps,
 * featured courses, categories and verified professionals from the database, and the call to register.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta description={t('home.metaDescription')} />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-saffron-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-saffron-200 bg-white px-3 py-1 text-sm font-medium text-saffron-800">
              <span aria-hidden="true" className="size-2 rounded-full bg-saffron-500" />
              {t('home.eyebrow')}
            </p>
            <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {t('home.headline')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-700">{t('home.subline')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to="/courses" className={buttonVariants({ size: 'lg' })}>
                {t('home.browseCourses')}
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link to={SIGN_UP_STUDENT_PATH} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
                {t('home.registerStudent')}
              </Link>
              <Link to={SIGN_UP_TRAINER_PATH} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {t('home.registerTrainer')}
              </Link>
            </div>
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4">
              {STATS.map((stat) => (
                <div key={stat.labelKey} className="flex flex-col-reverse justify-end">
                  <dt className="mt-1 text-sm text-slate-600">{t(stat.labelKey)}</dt>
                  <dd className="text-2xl font-bold text-brand-800 sm:text-3xl">{t(stat.valueKey)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <HomeSteps />
      <HomeFeatured />
      <CtaBand id="home-register" title={t('home.ctaTitle')} body={t('home.ctaBody')} variant="roles" />
    </>
  );
}
