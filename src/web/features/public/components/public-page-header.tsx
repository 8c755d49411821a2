import type { MessageKey } from '#contract/locales/message-key.ts';
import type { ReactNode } from 'react';
import { PageMeta } from './page-meta.tsx';
import { StepList, type Step } from './step-list.tsx';

interface PublicPageHeaderProps {
  title: string;
  intro: string;
  description: string;
  children?: ReactNode;
}

/** An informational page's h1 and intro on the brand band, with its title and meta description. */
export function PublicPageHeader({ title, intro, description, children }: PublicPageHeaderProps) {
  return (
    <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <PageMeta title={title} description={description} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-base text-slate-700 sm:text-lg">{intro}</p>
        {children}
      </div>
    </section>
  );
}

interface StepsPageIntroProps {
  /** The page's header: title, intro line and meta description. */
  title: string;
  intro: string;
  description: string;
  /** The steps section: its heading's id and text, the "Step N" key, the steps. */
  stepsId: string;
  stepsTitle: string;
  stepLabelKey: MessageKey;
  steps: Step[];
  listClassName?: string;
}

/** The top of a public page that explains a process: the page header, then its numbered steps. */
export function StepsPageIntro({
  title,
  intro,
  description,
  stepsId,
  stepsTitle,
  stepLabelKey,
  steps,
  listClassName,
}: StepsPageIntroProps) {
  return (
    <>
      <PublicPageHeader title={title} intro={intro} description={description} />
      <section aria-labelledby={stepsId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id={stepsId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {stepsTitle}
        </h2>
        <StepList className={listClassName} stepLabelKey={stepLabelKey} steps={steps} />
      </section>
    </>
  );
}
