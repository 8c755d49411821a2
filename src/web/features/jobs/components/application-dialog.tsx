import { Dialog } from 'radix-ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FileText, UserX, X } from 'lucide-react';
import type { ApplicationDetail, CompanyApplication } from '#contract/job-applications.ts';
import { formatDate, formatDateTime } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { applicationQueryOptions } from '../api/jobs-api.ts';
import { useUpdateApplicationStatus } from '../api/use-update-application-status.ts';
import { applicantName } from '../lib/labels.ts';
import { StatusBadge } from './status-badge.tsx';
import { AttachedCredentials } from './attached-credentials.tsx';

/**
 * "View" on a recent applicant (decisions.md §3, §6): the full application, its resume, its
 * status history, and the buttons that move it along the pipeline.
 */
export function ApplicationDialog({
  applicant,
  onOpenChange,
}: {
  applicant: CompanyApplication;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(applicationQueryOptions(applicant.id));

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(40rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <Dialog.Title className="pr-10 text-xl font-semibold text-slate-900">
            {applicantName(t, applicant)}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {t('companyDashboard.applicants.appliedFor', { title: applicant.jobTitle })}
          </Dialog.Description>
          <QueryView
            query={query}
            failedKey="companyDashboard.application.loadFailed"
            errorOverData
            loading={
              <LoadingStatus className="mt-5 space-y-3">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-24 w-full" />
                <Skeleton className="h-10 w-2/3" />
              </LoadingStatus>
            }
          >
            {(application) => <ApplicationBody application={application} />}
          </QueryView>
          <Dialog.Close
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t('companyDashboard.application.close')}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ApplicationBody({ application }: { application: ApplicationDetail }) {
  const { t, language } = useTranslation();
  const move = useUpdateApplicationStatus(application.id);

  // the applicant deleted their account: the company keeps the application without their details
  const deleted = application.fullName === null;

  return (
    <div className="mt-5 space-y-5">
      {deleted ? (
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <UserX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('companyDashboard.application.deletedNotice')}
        </p>
      ) : null}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {application.email === null ? null : <ApplicantContact email={application.email} phone={application.phone} />}
        <div>
          <dt className="font-medium text-slate-900">{t('companyDashboard.application.status')}</dt>
          <dd className="mt-0.5">
            <StatusBadge status={application.status} />
          </dd>
        </div>
        {deleted ? null : (
          <div>
            <dt className="font-medium text-slate-900">{t('companyDashboard.application.resume')}</dt>
            <dd className="text-slate-700">
              {application.resumeUrl ? (
                <a
                  href={application.resumeUrl}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                >
                  <FileText aria-hidden="true" className="size-4" />
                  {t('companyDashboard.application.openResume')}
                </a>
              ) : (
                t('companyDashboard.application.noResume')
              )}
            </dd>
          </div>
        )}
      </dl>
      <AttachedCredentials credentials={application.credentials} />
      {application.coverLetter === null ? null : (
        <section>
          <h3 className="text-base font-semibold text-slate-900">{t('companyDashboard.application.coverLetter')}</h3>
          <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
            {application.coverLetter}
          </p>
        </section>
      )}
      <section>
        <h3 className="text-base font-semibold text-slate-900">{t('companyDashboard.application.moveTo')}</h3>
        {application.nextStatuses.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">
            {t(
              application.status === 'withdrawn'
                ? 'companyDashboard.application.withdrawnFinal'
                : 'companyDashboard.application.final',
            )}
          </p>
        ) : (
          <div className="mt-2 flex flex-wrap gap-2">
            {application.nextStatuses.map((status) => (
              <Button
                key={status}
                size="sm"
                variant={status === 'rejected' ? 'outline' : 'secondary'}
                className={status === 'rejected' ? 'text-red-700 hover:text-red-800' : undefined}
                disabled={move.isPending}
                onClick={() => move.mutate(status)}
              >
                <ArrowRight aria-hidden="true" />
                {optionLabel(t, 'applicationStatuses', status)}
              </Button>
            ))}
          </div>
        )}
      </section>
      <section>
        <h3 className="text-base font-semibold text-slate-900">{t('companyDashboard.application.history')}</h3>
        <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4">
          {application.history.map((event, index) => (
            <li key={`${event.status}-${index}`} className="text-sm">
              <StatusBadge status={event.status} />{' '}
              <time dateTime={event.at} className="text-slate-700">
                {formatDateTime(event.at, language)}
              </time>
            </li>
          ))}
        </ol>
      </section>
      <p className="text-xs text-slate-600">
        {t('companyDashboard.application.appliedOn', { date: formatDate(application.appliedAt, language) })}
      </p>
    </div>
  );
}

/** The applicant's e-mail and phone, as links. */
function ApplicantContact({ email, phone }: { email: string; phone: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <dt className="font-medium text-slate-900">{t('companyDashboard.application.email')}</dt>
        <dd>
          <a href={`mailto:${email}`} className="break-all text-brand-700 hover:underline">
            {email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-900">{t('companyDashboard.application.phone')}</dt>
        <dd className="text-slate-700">
          {phone ? (
            <a href={`tel:${phone}`} className="text-brand-700 hover:underline">
              {phone}
            </a>
          ) : (
            t('companyDashboard.application.noPhone')
          )}
        </dd>
      </div>
    </>
  );
}
