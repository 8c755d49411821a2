import { PublicPageHeader } from './public-page-header.tsx';
import { StepList, type Step } from './step-list.tsx';

interface StepsPageIntroProps {
  /** The page's header: title, intro line and meta description. */
  title: string;
  intro: string;
  description: string;
  /** The steps section: its heading's id and text, the "Step N" key, the steps. */
  stepsId: string;
  stepsTitle: string;
  stepLabelKey: string;
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
