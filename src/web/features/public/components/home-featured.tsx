import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, BadgeCheck } from 'lucide-react';
import type { HomeCategory, HomeCourse, HomeProfessional } from '#contract/public-pages.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { homeQueryOptions } from '../api/home-api.ts';
import { categorySlug } from '../lib/links.ts';

// The home page's database-backed sections (decisions.md §2). Placeholders have the cards' sizes so
// nothing moves when the answer arrives; they are still (no pulse): a cheap phone has no CPU to spare.

function SectionHeading({
  id,
  title,
  intro,
  link,
}: {
  id: string;
  title: string;
  intro: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">{intro}</p>
      </div>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

function CourseCard({ course }: { course: HomeCourse }) {
  const { t, language } = useTranslation();
  const title = (language === 'ne' && course.titleNe) || course.title;
  const description = (language === 'ne' && course.descriptionNe) || course.description;
  return (
    <li className="h-full">
      <Link
        to={`/courses/${course.id}`}
        className="flex h-full min-h-56 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
      >
        <span className="self-start rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          {t(`home.categories.${categorySlug(course.category)}`)}
        </span>
        <span className="mt-3 line-clamp-2 text-lg font-semibold text-slate-900">{title}</span>
        {/* a clamped box must not stretch: a taller box shows the start of a third line under the ellipsis */}
        <span className="mt-2 line-clamp-2 text-sm text-slate-700">{description}</span>
        <span className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-slate-600">
          <span>{(language === 'ne' && course.durationNe) || course.duration}</span>
          <span>{course.enrolled > 0 ? t('home.enrolled', { count: course.enrolled }) : t('home.newCourse')}</span>
          {course.certification ? <span className="line-clamp-1">{course.certification}</span> : null}
        </span>
      </Link>
    </li>
  );
}

function ProfessionalCard({ professional }: { professional: HomeProfessional }) {
  const { t, language } = useTranslation();
  return (
    <li className="flex min-h-56 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <UserAvatar
          fullName={professional.fullName}
          email={null}
          avatarUrl={professional.avatarUrl}
          className="size-12 text-base"
        />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{professional.fullName}</h3>
          {professional.category ? (
            <p className="text-sm text-slate-600">{t(`home.categories.${categorySlug(professional.category)}`)}</p>
          ) : null}
        </div>
        <span className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t('home.verified')}
        </span>
      </div>
      {professional.headline ? <p className="mt-3 line-clamp-2 text-slate-700">{professional.headline}</p> : null}
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={professional.fullName}>
        {professional.skills.slice(0, 3).map((skill) => (
          <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
            {skill}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-sm text-slate-600">
        {professional.serviceArea ? (
          // a Nepali page without the Nepali form shows the area as written, in English
          <span lang={language === 'ne' && !professional.serviceAreaNe ? 'en' : undefined}>
            {(language === 'ne' && professional.serviceAreaNe) || professional.serviceArea}
          </span>
        ) : null}
        {professional.yearsExperience !== null ? (
          <span>{t('home.yearsExperience', { count: professional.yearsExperience })}</span>
        ) : null}
        {professional.hourlyRate !== null ? (
          <span className="font-semibold text-slate-900">
            {t('home.perHour', { rate: formatMoney(professional.hourlyRate, language) })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function CategoryTile({ category }: { category: HomeCategory }) {
  const { t } = useTranslation();
  const query = new URLSearchParams({ tab: category.tab, category: category.category });
  return (
    <li>
      <Link
        to={`/courses?${query.toString()}`}
        className="flex h-full min-h-20 flex-col justify-center rounded-xl border border-slate-200 bg-white px-4 py-3 transition hover:border-brand-300 hover:bg-brand-50"
      >
        <span className="font-semibold text-slate-900">{t(`home.categories.${categorySlug(category.category)}`)}</span>
        <span className="text-sm text-slate-600">{t('home.categoryCount', { count: category.count })}</span>
      </Link>
    </li>
  );
}

// as many as the server sends (HOME_FEATURED, HOME_CATEGORIES in the contract, which is not loaded here: zod)
const HOME_FEATURED = 3;
const HOME_CATEGORIES = 8;
const FEATURED_GRID = 'mt-6 grid gap-4 md:grid-cols-3';

/** Grey blocks in the list's grid while the home data loads; the grid says it is busy. */
function Placeholders({ count, grid, block }: { count: number; grid: string; block: string }) {
  return (
    <ul className={grid} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div aria-hidden="true" className={block} />
        </li>
      ))}
    </ul>
  );
}

/** Featured courses or professionals: the cards, a line when there are none, placeholders while loading. */
function FeaturedList<T>({
  items,
  pending,
  empty,
  children,
}: {
  items: T[] | undefined;
  pending: boolean;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (!items) {
    return pending ? (
      <Placeholders count={HOME_FEATURED} grid={FEATURED_GRID} block="h-56 rounded-2xl bg-slate-100" />
    ) : null;
  }
  if (items.length === 0) return <p className="mt-6 text-slate-700">{empty}</p>;
  return <ul className={FEATURED_GRID}>{items.map(children)}</ul>;
}

/** Featured courses, the category grid and featured verified professionals, from GET /api/home. */
export function HomeFeatured() {
  const { t } = useTranslation();
  const home = useQuery(homeQueryOptions);
  const data = home.data;

  const failed =
    home.isError && !data ? (
      <div
        role="alert"
        className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-5"
      >
        <p className="text-slate-700">{t('home.loadFailed')}</p>
        <Button variant="outline" onClick={() => void home.refetch()} disabled={home.isFetching}>
          {t('home.retry')}
        </Button>
      </div>
    ) : null;

  return (
    <>
      <section aria-labelledby="home-courses" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-courses"
          title={t('home.featuredCoursesTitle')}
          intro={t('home.featuredCoursesIntro')}
          link={{ to: '/courses', label: t('home.allCourses') }}
        />
        {failed}
        <FeaturedList items={data?.courses} pending={home.isPending} empty={t('home.emptyCourses')}>
          {(course) => <CourseCard key={course.id} course={course} />}
        </FeaturedList>
      </section>

      <section aria-labelledby="home-categories" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <SectionHeading id="home-categories" title={t('home.categoriesTitle')} intro={t('home.categoriesIntro')} />
          {data ? (
            <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
              {data.categories.map((category) => (
                <CategoryTile key={category.category} category={category} />
              ))}
            </ul>
          ) : home.isPending ? (
            <Placeholders
              count={HOME_CATEGORIES}
              grid="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4"
              block="h-20 rounded-xl bg-slate-100"
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="home-professionals" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-professionals"
          title={t('home.featuredProfessionalsTitle')}
          intro={t('home.featuredProfessionalsIntro')}
          link={{ to: '/professionals', label: t('home.allProfessionals') }}
        />
        <FeaturedList items={data?.professionals} pending={home.isPending} empty={t('home.emptyProfessionals')}>
          {(professional) => <ProfessionalCard key={professional.id} professional={professional} />}
        </FeaturedList>
      </section>
    </>
  );
}
