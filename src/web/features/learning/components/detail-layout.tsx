import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Award, Briefcase, Clock } from 'lucide-react';
import type { CatalogueItem } from '#contract/catalogue.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { careerTextOf, localisedText } from '../lib/card-text.ts';
import { CategoryBadges } from './category-badges.tsx';
import { CourseImage } from './course-image.tsx';
import { KeySkills } from './key-skills.tsx';
import { writtenText } from '#contract/format/written.ts';

/** The sign-in page, coming back here afterwards (`next`, as RequireSession does). */
export function signInHere(location: { pathname: string; search: string }): string {
  return `/auth?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** What a course page and a program page share: the card's content, then their own sections. */
export function DetailLayout({
  item,
  aside,
  children,
}: {
  item: CatalogueItem;
  /** The enrol box. */
  aside: ReactNode;
  children?: ReactNode;
}) {
  const { t, language } = useTranslation();
  const { title, description } = localisedText(item, language);
  const career = careerTextOf(item, t);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle title={title} />
      <Link to="/courses" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('catalogue.backToCatalogue')}
      </Link>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <Card className="overflow-hidden">
            <CourseImage imageUrl={item.imageUrl} category={item.category} />
            <div className="space-y-4 p-5 sm:p-6">
              <CategoryBadges category={item.category} subcategory={item.subcategory} />
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
              <p className="whitespace-pre-line text-slate-700">{description}</p>
              <KeySkills
                skills={item.keySkills}
                label={<h2 className="text-sm font-semibold text-slate-900">{t('catalogue.card.keySkills')}</h2>}
              />
              <dl className="grid gap-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-2">
                <Fact icon={Clock} label={t('catalogue.card.duration')} value={writtenText(item.duration, language)} />
                {item.certification ? (
                  <Fact
                    icon={Award}
                    label={t('catalogue.card.certification')}
                    value={writtenText(item.certification, language)}
                  />
                ) : null}
                {career ? <Fact icon={Briefcase} label={t('catalogue.card.career')} value={career} /> : null}
              </dl>
            </div>
          </Card>
          {children}
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">{aside}</aside>
      </div>
    </div>
  );
}

export function Fact({
  icon: Icon,
  label,
  value,
}: {
  icon?: typeof Clock;
  label: string;
  /** Text, or a user's text with the language it is written in (writtenText). */
  value: string | { text: string; lang?: string };
}) {
  const { text, lang } = typeof value === 'string' ? { text: value, lang: undefined } : value;
  return (
    // a <dl> group may only hold dt and dd: the icon sits inside the term
    <div>
      <dt className="flex items-center gap-2 font-medium text-slate-900">
        {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" /> : null}
        {label}
      </dt>
      <dd lang={lang} className={Icon ? 'pl-6 text-slate-700' : 'text-slate-700'}>
        {text}
      </dd>
    </div>
  );
}

export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-5xl space-y-4 px-4 py-10 sm:px-6 lg:px-8">
      <span className="sr-only">{t('shell.loading')}</span>
      <Skeleton className="aspect-[16/9] w-full rounded-2xl lg:w-2/3" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
