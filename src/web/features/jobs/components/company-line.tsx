import { BadgeCheck, Building2, ShieldAlert } from 'lucide-react';
import type { JobCard } from '#contract/jobs.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/** The employer line under a job's title: logo, "Client via Agency", and the badge or the warning. */
export function CompanyLine({
  job,
}: {
  job: Pick<JobCard, 'companyName' | 'companyLogoUrl' | 'companyVerified' | 'clientName'>;
}) {
  const { t } = useTranslation();
  const name = job.clientName
    ? t('jobs.clientVia', { client: job.clientName, agency: job.companyName })
    : job.companyName;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <p className="flex min-w-0 items-center gap-1.5 font-medium text-slate-700">
        {job.companyLogoUrl ? (
          <img src={job.companyLogoUrl} alt="" className="size-5 shrink-0 rounded object-cover" loading="lazy" />
        ) : (
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        )}
        <span className="break-words">{name}</span>
      </p>
      {job.companyVerified ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {t('jobs.verifiedEmployer')}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
          <ShieldAlert aria-hidden="true" className="size-3.5" />
          {t('jobs.unverifiedEmployer')}
        </span>
      )}
    </div>
  );
}
