import { Link } from 'react-router';
import type { ItemsUnder, MessageKey } from '#contract/locales/message-key.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PublicPageHeader } from '#web/features/public/components/public-page-header.tsx';

const TERMS_SECTIONS = ['s1', 's2', 's3', 's4', 's5'] as const;
const PRIVACY_SECTIONS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'] as const;

function Sections<Group extends string>({
  group,
  keys,
}: {
  group: Group;
  keys: readonly ItemsUnder<`terms.${Group}`, 'title'>[];
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 space-y-6">
      {keys.map((key) => (
        <section key={key} aria-labelledby={`${group}-${key}`}>
          <h3 id={`${group}-${key}`} className="text-lg font-semibold text-slate-900">
            {t(`terms.${group}.${key}.title` as MessageKey)}
          </h3>
          <p className="mt-2 leading-7 text-slate-700">{t(`terms.${group}.${key}.body` as MessageKey)}</p>
        </section>
      ))}
    </div>
  );
}

/** /terms (spec §2): terms of service in 5 sections and the privacy policy in 8, last updated January 2025. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PublicPageHeader title={t('terms.title')} intro={t('terms.intro')} description={t('terms.metaDescription')}>
        <p className="mt-3 text-sm font-medium text-slate-600">{t('terms.lastUpdated')}</p>
      </PublicPageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label={t('terms.contents')} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-900">{t('terms.contents')}</p>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <a href="#terms-of-service" className="text-brand-700 underline-offset-4 hover:underline">
                {t('terms.termsTitle')}
              </a>
            </li>
            <li>
              <a href="#privacy-policy" className="text-brand-700 underline-offset-4 hover:underline">
                {t('terms.privacyTitle')}
              </a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="terms-of-service" className="mt-10">
          <h2 id="terms-of-service" className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
            {t('terms.termsTitle')}
          </h2>
          <Sections group="termsSections" keys={TERMS_SECTIONS} />
        </section>
        <section aria-labelledby="privacy-policy" className="mt-12">
          <h2 id="privacy-policy" className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
            {t('terms.privacyTitle')}
          </h2>
          <Sections group="privacySections" keys={PRIVACY_SECTIONS} />
        </section>
        <p className="mt-12 rounded-xl bg-brand-50 p-4 text-slate-800">
          {t('terms.questions')}{' '}
          <Link to="/contact" className="font-semibold text-brand-800 underline underline-offset-4">
            {t('terms.contactLink')}
          </Link>
        </p>
      </div>
    </>
  );
}
