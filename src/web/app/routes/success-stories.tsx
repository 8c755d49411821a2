import { Quote, TrendingUp } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { CtaBand } from '#web/features/public/components/cta-band.tsx';
import { PublicPageHeader } from '#web/features/public/components/public-page-header.tsx';

const STORIES = ['sita', 'ramesh', 'anita', 'bikash', 'maya', 'hari'] as const;

/** /success-stories (spec §1): six stories, with Get Started to /auth. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PublicPageHeader
        title={t('successStories.title')}
        intro={t('successStories.intro')}
        description={t('successStories.metaDescription')}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {STORIES.map((key) => {
            const name = t(`successStories.stories.${key}.name`);
            return (
              <li key={key}>
                <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Quote aria-hidden="true" className="size-7 text-saffron-500" />
                  <blockquote className="mt-3 flex-1 text-slate-800">
                    <p>{t(`successStories.stories.${key}.quote`)}</p>
                  </blockquote>
                  <p className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
                    <TrendingUp aria-hidden="true" className="size-4 shrink-0" />
                    {t(`successStories.stories.${key}.outcome`)}
                  </p>
                  <figcaption className="mt-4 flex items-center gap-3">
                    <UserAvatar fullName={name} email={null} avatarUrl={null} className="size-11" />
                    <span>
                      <span className="block font-semibold text-slate-900">{name}</span>
                      <span className="block text-sm text-slate-600">
                        {t(`successStories.stories.${key}.role`)} · {t(`successStories.stories.${key}.place`)}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-sm text-slate-600">{t('successStories.sampleNote')}</p>
      </div>
      <CtaBand id="stories-cta" title={t('successStories.ctaTitle')} body={t('successStories.ctaBody')} />
    </>
  );
}
