import { Link } from 'react-router';
import { Award, Briefcase, Clock, Wallet } from 'lucide-react';
import type { CatalogueItem } from '#contract/catalogue.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { writtenText } from '#contract/format/written.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/ui/card.tsx';
import { careerTextOf, detailPathOf, localisedText } from '../lib/card-text.ts';
import { CategoryBadges } from './category-badges.tsx';
import { CourseImage } from './course-image.tsx';
import { KeySkills } from './key-skills.tsx';

/** A course or program in the catalogue (spec §2): the whole card links to its page. */
export function CatalogueCard({ item, headingLevel = 3 }: { item: CatalogueItem; headingLevel?: 2 | 3 }) {
  const { t, language } = useTranslation();
  const { title, description } = localisedText(item, language);
  const career = careerTextOf(item, t);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="group relative flex flex-col overflow-hidden focus-within:ring-2 focus-within:ring-brand-600">
      <CourseImage imageUrl={item.imageUrl} category={item.category} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <CategoryBadges category={item.category} subcategory={item.subcategory} />
        <Heading className="text-lg leading-snug font-semibold text-slate-900">
          {/* the link covers the card, so the whole card is one tap target */}
          <Link
            to={detailPathOf(item)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-800"
          >
            {title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-700">{description}</p>
        <KeySkills skills={item.keySkills} label={<p className="sr-only">{t('catalogue.card.keySkills')}</p>} compact />
        <dl className="mt-auto space-y-1.5 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <CardFact icon={Clock} label={t('catalogue.card.duration')} value={writtenText(item.duration, language)} />
          {item.certification ? (
            <CardFact
              icon={Award}
              label={t('catalogue.card.certification')}
              value={writtenText(item.certification, language)}
            />
          ) : null}
          {career ? <CardFact icon={Briefcase} label={t('catalogue.card.career')} value={career} /> : null}
          {item.feePaisa ? (
            <CardFact icon={Wallet} label={t('catalogue.fee')} value={formatMoney(item.feePaisa / 100, language)} />
          ) : null}
        </dl>
      </div>
    </Card>
  );
}

function CardFact({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Clock;
  label: string;
  value: string | { text: string; lang?: string };
}) {
  const { text, lang } = typeof value === 'string' ? { text: value, lang: undefined } : value;
  return (
    <div className="flex gap-2">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4 text-slate-500" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd lang={lang}>{text}</dd>
    </div>
  );
}

/** A card's outline while the catalogue loads. */
export function CatalogueCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-[16/9] w-full animate-pulse bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-6 w-4/5 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
