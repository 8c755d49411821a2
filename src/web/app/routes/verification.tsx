import { BadgeCheck, ClipboardCheck, Clock, FileCheck, ShieldCheck, UserRound, Wrench } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { CtaBand } from '#web/features/public/components/cta-band.tsx';
import { StepsPageIntro } from '#web/features/public/components/public-page-header.tsx';
import { SIGN_UP_TRAINER_PATH } from '#web/features/public/lib/links.ts';

const STEPS = [
  { key: 'profile', icon: UserRound },
  { key: 'documents', icon: FileCheck },
  { key: 'skills', icon: Wrench },
  { key: 'background', icon: ShieldCheck },
  { key: 'approval', icon: BadgeCheck },
] as const;

const DOCUMENTS = ['governmentId', 'certifications', 'experience'] as const;

/** /verification (spec §2): the five steps, the documents, 3–5 business days, and a call to action. */
export function Component() {
  const { t } = useTranslation();
  const documents = (
    <ul className="mt-3 space-y-2">
      {DOCUMENTS.map((key) => (
        <li key={key} className="flex gap-2 text-slate-700">
          <ClipboardCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {t(`verification.documents.${key}`)}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <StepsPageIntro
        title={t('verification.title')}
        intro={t('verification.intro')}
        description={t('verification.metaDescription')}
        stepsId="verification-steps"
        stepsTitle={t('verification.stepsTitle')}
        listClassName="mt-6 lg:grid-cols-1"
        stepLabelKey="verification.stepLabel"
        steps={STEPS.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`verification.steps.${key}.title`),
          body: t(`verification.steps.${key}.body`),
          ...(key === 'documents' ? { extra: documents } : {}),
        }))}
      />
      <div className="mx-auto grid max-w-7xl gap-5 px-4 pb-12 sm:px-6 md:grid-cols-2 lg:px-8">
        <section aria-labelledby="verification-time" className="rounded-2xl bg-saffron-50 p-6">
          <h2 id="verification-time" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Clock aria-hidden="true" className="size-5 text-saffron-800" />
            {t('verification.timelineTitle')}
          </h2>
          <p className="mt-2 text-slate-800">{t('verification.timelineBody')}</p>
        </section>
        <section aria-labelledby="verification-why" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="verification-why" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <BadgeCheck aria-hidden="true" className="size-5 text-brand-700" />
            {t('verification.whyTitle')}
          </h2>
          <p className="mt-2 text-slate-800">{t('verification.whyBody')}</p>
        </section>
      </div>
      <CtaBand
        id="verification-cta"
        title={t('verification.ctaTitle')}
        body={t('verification.ctaBody')}
        action={{ label: t('verification.ctaButton'), to: SIGN_UP_TRAINER_PATH }}
      />
    </>
  );
}
