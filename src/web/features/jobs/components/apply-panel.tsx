import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, LockKeyhole } from 'lucide-react';
import type { ApplyFormInput, ApplyInput } from '#contract/job-applications.ts';
import type { JobDetail } from '#contract/jobs.ts';
import type { Me } from '#contract/api.ts';
import { formatDate } from '#contract/format/dates.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useMe } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { loadApplySchema } from '../api/jobs-api.ts';
import { useApplyToJob } from '../api/use-apply-to-job.ts';
import { jobPath } from '../lib/labels.ts';
import { ResumeField, useResumeUpload } from './resume-field.tsx';
import { CredentialPicker } from './credential-picker.tsx';

/**
 * The apply part of a job (spec §2 Jobs, §5 Apply form): the form for a signed-in job seeker,
 * "Sign in to apply for this job" for a visitor, and what is already true otherwise (applied,
 * closed, my own posting).
 */
export function ApplyPanel({ job, onApplied }: { job: JobDetail | null; onApplied?: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const titleId = useId();
  // set while the form is shown: the notice that replaces it is then news to bring into view
  const formShown = useRef(false);

  if (me.data === null) {
    return (
      <Box>
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <LockKeyhole aria-hidden="true" className="size-5 text-brand-700" />
          {t('apply.signInPrompt')}
        </p>
        {/* after signing in the visitor comes back to the job's own page */}
        <Link
          to={`/auth?next=${encodeURIComponent(jobPath(job?.id ?? ''))}`}
          className={buttonVariants({ className: 'mt-3 w-full sm:w-auto' })}
        >
          {t('apply.signIn')}
        </Link>
      </Box>
    );
  }
  if (!job || !me.data) {
    return (
      <Box>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="mt-4 h-11 w-full" />
        <Skeleton className="mt-3 h-11 w-full" />
      </Box>
    );
  }
  if (job.isMine) {
    return (
      <Box>
        <p className="text-slate-800">{t('jobDetail.ownJob')}</p>
        <Link to="/company-dashboard" className={buttonVariants({ variant: 'outline', className: 'mt-3' })}>
          {t('jobDetail.toDashboard')}
        </Link>
      </Box>
    );
  }
  if (job.myApplication) {
    return <AppliedNotice application={job.myApplication} reveal={formShown.current} />;
  }
  if (!job.isOpen) {
    return (
      <Box>
        <p className="text-slate-800">{t('jobDetail.closedNotice')}</p>
      </Box>
    );
  }
  formShown.current = true;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('apply.title')}
      </h2>
      <ApplyForm job={job} me={me.data} onApplied={onApplied} />
    </section>
  );
}

function Box({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5">{children}</div>;
}

/**
 * "Already applied". Right after applying it replaces a form several screens tall, so the page
 * would be left scrolled past it (a phone showed the footer and the toast alone): `reveal` brings
 * it under the header and gives it the focus the removed submit button held.
 */
function AppliedNotice({
  application,
  reveal,
}: {
  application: NonNullable<JobDetail['myApplication']>;
  reveal: boolean;
}) {
  const { t, language } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reveal || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
    // once, when it takes the form's place
  }, []);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="applied-notice"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 focus:outline-none sm:p-5"
    >
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {t('apply.alreadyAppliedTitle')}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t('apply.appliedOn', {
          date: formatDate(application.appliedAt, language),
          status: optionLabel(t, 'applicationStatuses', application.status),
        })}
      </p>
      <Link to="/dashboard" className={buttonVariants({ variant: 'outline', className: 'mt-3' })}>
        {t('apply.toDashboard')}
      </Link>
    </div>
  );
}

function ApplyForm({ job, me, onApplied }: { job: JobDetail; me: Me; onApplied?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  // spec §5: the name comes from the profile when there is one
  const defaultValues: ApplyFormInput = {
    fullName: me.profile.fullName ?? me.user.name ?? '',
    email: me.user.email,
    phone: '',
    coverLetter: '',
    resumeId: null,
    credentialIds: [],
  };
  const form = useZodForm(loadApplySchema, { defaultValues });
  const upload = useResumeUpload(
    (resumeId) => form.setValue('resumeId', resumeId),
    (key) => form.setError('resumeId', key),
  );
  const apply = useApplyToJob(job.id);
  const required = t('profileForm.required');
  const error = (name: keyof ApplyFormInput) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };

  async function submit(input: ApplyInput) {
    try {
      await apply.mutateAsync(input);
      toast.success(t('apply.successTitle'), { description: t('apply.success') });
      onApplied?.();
    } catch (failure) {
      // the form keeps what was typed (decisions.md §15)
      if (failure instanceof ApiError && failure.key === 'jobsApi.alreadyApplied') {
        toast.error(t('apply.alreadyAppliedTitle'), { description: t('apply.alreadyApplied') });
        return;
      }
      if (failure instanceof ApiError && failure.code === 'VALIDATION_ERROR') {
        showErrorToast(failure, { titleKey: 'validation.title' });
        return;
      }
      toast.error(t('toast.error'), { description: t('apply.failed') });
    }
  }

  return (
    <form
      noValidate
      onFocus={form.prefetch}
      onSubmit={form.handleSubmit(submit, showValidationToast)}
      className="mt-4 space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-fullName`} label={t('apply.fullName')} error={error('fullName')} requiredMark={required}>
          {(control) => <Input {...control} {...form.register('fullName')} autoComplete="name" />}
        </Field>
        <Field id={`${id}-email`} label={t('apply.email')} error={error('email')} requiredMark={required}>
          {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" />}
        </Field>
      </div>
      <Field id={`${id}-phone`} label={t('apply.phone')} error={error('phone')}>
        {(control) => <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" />}
      </Field>
      <Field
        id={`${id}-coverLetter`}
        label={t('apply.coverLetter')}
        error={error('coverLetter')}
        requiredMark={required}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('coverLetter')}
            placeholder={t('apply.coverLetterPlaceholder')}
            className={textareaClasses}
            rows={5}
          />
        )}
      </Field>
      <ResumeField id={id} upload={upload} error={error('resumeId')} />
      <CredentialPicker {...form.field('credentialIds')} error={error('credentialIds')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.isSubmitting || upload.uploading}>
        {t('apply.submit')}
      </Button>
    </form>
  );
}
