import { HandHeart, Mountain, ShieldCheck, Smartphone } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { BenefitList } from '#web/features/public/components/benefit-list.tsx';
import { CtaBand } from '#web/features/public/components/cta-band.tsx';
import { PublicPageHeader } from '#web/features/public/components/public-page-header.tsx';

const VALUES = [
  { key: 'dignity', icon: HandHeart },
  { key: 'trust', icon: ShieldCheck },
  { key: 'access', icon: Smartphone },
  { key: 'local', icon: Mountain },
] as const;

/** /about (spec §1): mission and values, with Get Started to /auth. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PublicPageHeader title={t('about.title')} intro={t('about.intro')} description={t('about.metaDescription')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="space-y-10">
          <section aria-labelledby="about-mission">
            <h2 id="about-mission" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('about.missionTitle')}
            </h2>
            <p className="mt-3 text-lg leading-8 text-slate-700">{t('about.missionBody')}</p>
          </section>
          <section aria-labelledby="about-what">
            <h2 id="about-what" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('about.whatTitle')}
            </h2>
            <p className="mt-3 text-lg leading-8 text-slate-700">{t('about.whatBody')}</p>
          </section>
        </div>
        <BenefitList id="about-values" title={t('about.valuesTitle')} group="about.values" items={VALUES} />
      </div>
      <CtaBand id="about-cta" title={t('about.ctaTitle')} body={t('about.ctaBody')} />
    </>
  );
}
