import type { ReactNode } from 'react';
import { Banknote, Clock, MapPin } from 'lucide-react';
import type { JobCard } from '#contract/jobs.ts';
import { formatDaysAgo } from '#contract/format/relative.ts';
import { formatSalaryText } from '#contract/format/money-text.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { PlaceText } from '#web/components/written-text.tsx';

/** Job type and experience level, as small badges. */
export function JobBadges({ job }: { job: Pick<JobCard, 'jobType' | 'experienceLevel'> }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={`${t('jobs.jobType')}, ${t('jobs.level')}`}>
      <li className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
        {optionLabel(t, 'jobTypes', job.jobType)}
      </li>
      <li className="rounded-full bg-saffron-50 px-2.5 py-0.5 text-xs font-semibold text-saffron-700">
        {optionLabel(t, 'experienceLevels', job.experienceLevel)}
      </li>
    </ul>
  );
}

/** Location, salary (when given) and the relative posted time (spec §9). */
export function JobFacts({ job }: { job: Pick<JobCard, 'location' | 'locationNe' | 'salaryRange' | 'postedAt'> }) {
  const { t, language } = useTranslation();
  const salary = formatSalaryText(job.salaryRange, language);
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
      <Fact icon={MapPin} label={t('jobs.location')} value={<PlaceText text={job.location} ne={job.locationNe} />} />
      {salary ? <Fact icon={Banknote} label={t('jobs.salary')} value={salary} /> : null}
      <Fact
        icon={Clock}
        label={t('jobs.postedAt')}
        value={<time dateTime={job.postedAt}>{formatDaysAgo(job.postedAt, language, { standalone: true })}</time>}
      />
    </dl>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Skills as small chips. */
export function SkillList({ skills, label }: { skills: readonly string[]; label: string }) {
  if (skills.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill} className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-700">
          {skill}
        </li>
      ))}
    </ul>
  );
}
