import { Link } from 'react-router';
import {
  ArrowRight,
  BadgeCheck,
  Briefcase,
  GraduationCap,
  Hammer,
  Laptop,
  Star,
  UtensilsCrossed,
  Wrench,
  Zap,
} from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { SIGN_UP_PATH } from '#web/components/layout/nav-links.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';

const STATS = [
  { valueKey: 'home.statCoursesValue', labelKey: 'home.statCourses' },
  { valueKey: 'home.statProfessionalsValue', labelKey: 'home.statProfessionals' },
  { valueKey: 'home.statStudentsValue', labelKey: 'home.statStudents' },
] as const;

const WAYS = [
  {
    icon: GraduationCap,
    titleKey: 'home.learnTitle',
    bodyKey: 'home.learnBody',
    to: '/courses',
    linkKey: 'home.exploreCourses',
  },
  {
    icon: Wrench,
    titleKey: 'home.hireTitle',
    bodyKey: 'home.hireBody',
    to: '/professionals',
    linkKey: 'home.exploreServices',
  },
  { icon: Briefcase, titleKey: 'home.workTitle', bodyKey: 'home.workBody', to: '/jobs', linkKey: 'home.exploreJobs' },
] as const;

const SKILL_CHIPS = [
  { icon: Wrench, labelKey: 'home.skillPlumbing' },
  { icon: Zap, labelKey: 'home.skillElectrical' },
  { icon: Laptop, labelKey: 'home.skillWeb' },
  { icon: UtensilsCrossed, labelKey: 'home.skillHospitality' },
  { icon: Hammer, labelKey: 'home.skillCarpentry' },
] as const;

/** A decorative collage of what the marketplace offers (hidden from screen readers). */
function HeroVisual() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="absolute -top-6 -right-6 size-40 rounded-full bg-saffron-200/60 blur-2xl" />
      <div className="absolute -bottom-8 -left-8 size-48 rounded-full bg-brand-200/60 blur-2xl" />
      <div className="relative rounded-3xl border border-brand-100 bg-white p-6 shadow-xl">
        <div className="flex items-center gap-4">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
            RT
          </span>
          <div>
            <p className="font-semibold text-slate-900">{t('home.sampleName')}</p>
            <p className="text-sm text-slate-600">{t('home.sampleTitle')}</p>
          </div>
          <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            <BadgeCheck className="size-4" />
            {t('home.verified')}
          </span>
        </div>
        <div className="mt-5 flex items-center gap-1 text-saffron-500">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-4 fill-current" />
          ))}
          <span className="ml-2 text-sm font-medium text-slate-700">{t('home.rating')}</span>
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          {SKILL_CHIPS.map(({ icon: Icon, labelKey }) => (
            <span
              key={labelKey}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm text-slate-700"
            >
              <Icon className="size-4 text-brand-700" />
              {t(labelKey)}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Home (spec §2): a hero with the promise and the way in. The full page arrives later. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-saffron-50">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
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
              <Link to={SIGN_UP_PATH} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
                {t('home.registerStudent')}
              </Link>
              <Link to={SIGN_UP_PATH} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
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
          <HeroVisual />
        </div>
      </section>

      <section aria-labelledby="home-ways" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="home-ways" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('home.waysTitle')}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {WAYS.map(({ icon: Icon, titleKey, bodyKey, to, linkKey }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="mt-4 text-lg font-semibold text-slate-900">{t(titleKey)}</span>
                <span className="mt-2 flex-1 text-slate-700">{t(bodyKey)}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-900">
                  {t(linkKey)}
                  <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
