import type { ReactNode } from 'react';
import { CalendarClock, Mail, Tag } from 'lucide-react';
import type { JobCard, JobDetail } from '#contract/jobs.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { localisedJob } from '../lib/labels.ts';
import { JobBadges, JobFacts, SkillList } from './job-facts.tsx';

/**
 * What the "View & Apply" dialog and the /jobs/:id page show (spec §2 Jobs): the facts, About the
 * Role, Responsibilities, Requirements and Required Skills. With only the card (the dialog before
 * the full job arrives), the lists show as placeholders.
 */
export function JobDetailBody({ job, headingLevel }: { job: JobCard | JobDetail; headingLevel: 2 | 3 }) {
  const { t, language } = useTranslation();
  const { description } = localisedJob(job, language);
  const detail = 'requirements' in job ? job : null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <JobBadges job={job} />
        <JobFacts job={job} />
        <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
          <Fact icon={Tag} label={t('jobDetail.category')}>
            {optionLabel(t, 'jobCategories', job.category)}
          </Fact>
          {job.applicationDeadline ? (
            <Fact icon={CalendarClock} label={t('jobDetail.deadline')} showLabel>
              {formatDate(job.applicationDeadline, language)}
            </Fact>
          ) : null}
          {detail ? (
            <Fact icon={Mail} label={t('jobDetail.contact')}>
              <a href={`mailto:${detail.contactEmail}`} className="text-brand-700 hover:underline">
                {detail.contactEmail}
              </a>
            </Fact>
          ) : null}
        </dl>
      </div>
      <section>
        <Heading className="text-lg font-semibold text-slate-900">{t('jobDetail.aboutRole')}</Heading>
        <p className="mt-2 whitespace-pre-line text-slate-700">{description}</p>
      </section>
      <ListSection heading={t('jobDetail.responsibilities')} items={detail?.responsibilities} Heading={Heading} />
      <ListSection heading={t('jobDetail.requirements')} items={detail?.requirements} Heading={Heading} />
      <section>
        <Heading className="text-lg font-semibold text-slate-900">{t('jobDetail.requiredSkills')}</Heading>
        <div className="mt-2">
          <SkillList skills={job.skillsRequired} label={t('jobDetail.requiredSkills')} />
        </div>
      </section>
    </div>
  );
}

function ListSection({
  heading,
  items,
  Heading,
}: {
  heading: string;
  items: readonly string[] | undefined;
  Heading: 'h2' | 'h3';
}) {
  return (
    <section>
      <Heading className="text-lg font-semibold text-slate-900">{heading}</Heading>
      {items ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-600">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        <div className="mt-2 space-y-2">
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      )}
    </section>
  );
}

function Fact({
  icon: Icon,
  label,
  showLabel = false,
  children,
}: {
  icon: typeof Tag;
  label: string;
  showLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="flex items-center gap-1.5">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
