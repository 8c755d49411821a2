import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileText, LockKeyhole, X } from 'lucide-react';
import type { ApplyFormInput, ApplyInput, JobDetail } from '#contract/jobs.ts';
import { RESUME_ACCEPT, resumeFileProblem } from '#contract/jobs-rules.ts';
import type { Me } from '#contract/api.ts';
import { formatPercent } from '#contract/format/numbers.ts';
import { formatDate } from '#contract/format/dates.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useMe } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { applyToJob, jobsKeys, loadApplySchema, uploadResume } from '../api/jobs-api.ts';
import { jobPath } from '../lib/labels.ts';

/**
 * The apply part of a job (spec §2 Jobs, §5 Apply form): the form for a signed-in job seeker,
 * "Sign in to apply for this job" for a visitor, and what is already true otherwise (applied,
 * closed, my own posting).
 */
export function ApplyPanel({ job, onApplied }: { job: JobDetail | null; onApplied?: () => void }) {
  const { t, language } = useTranslation();
  const me = useMe();
  const titleId = useId();

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
    return (
      <Box>
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {t('apply.alreadyAppliedTitle')}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t('apply.appliedOn', {
            date: formatDate(job.myApplication.appliedAt, language),
            status: optionLabel(t, 'applicationStatuses', job.myApplication.status),
          })}
        </p>
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline', className: 'mt-3' })}>
          {t('apply.toDashboard')}
        </Link>
      </Box>
    );
  }
  if (!job.isOpen) {
    return (
      <Box>
        <p className="text-slate-800">{t('jobDetail.closedNotice')}</p>
      </Box>
    );
  }
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

function ApplyForm({ job, me, onApplied }: { job: JobDetail; me: Me; onApplied?: (() => void) | undefined }) {
  const { t, language } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  // spec §5: the name comes from the profile when there is one
  const defaultValues: ApplyFormInput = {
    fullName: me.profile.fullName ?? me.user.name ?? '',
    email: me.user.email,
    phone: '',
    coverLetter: '',
    resumeId: null,
  };
  const form = useZodForm(loadApplySchema, { defaultValues });
  const [resume, setResume] = useState<{ name: string; progress: number | null } | null>(null);
  const uploading = resume?.progress != null;
  const required = t('profileForm.required');
  const error = (name: keyof ApplyFormInput) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire a change
    if (!file) return;
    const problem = resumeFileProblem(file);
    if (problem) {
      const [title, text] =
        problem === 'tooLarge'
          ? (['apply.resumeTooLargeTitle', 'apply.resumeTooLarge'] as const)
          : (['apply.resumeWrongTypeTitle', 'apply.resumeWrongType'] as const);
      form.setError('resumeId', text);
      toast.error(t(title), { description: t(text) });
      return;
    }
    form.setValue('resumeId', null);
    setResume({ name: file.name, progress: 0 });
    try {
      const uploaded = await uploadResume(file, (progress) => setResume({ name: file.name, progress }));
      form.setValue('resumeId', uploaded.resumeId);
      setResume({ name: file.name, progress: null });
    } catch (failure) {
      setResume(null);
      const tooLarge = failure instanceof ApiError && failure.status === 413;
      if (failure instanceof ApiError && failure.key) form.setError('resumeId', failure.key as MessageKey);
      showErrorToast(failure, { titleKey: tooLarge ? 'apply.resumeTooLargeTitle' : 'toast.error' });
    }
  }

  async function submit(input: ApplyInput) {
    try {
      const application = await applyToJob(job.id, input);
      toast.success(t('apply.successTitle'), { description: t('apply.success') });
      queryClient.setQueryData<JobDetail>(jobsKeys.job(job.id), (old) =>
        old
          ? {
              ...old,
              myApplication: { id: application.id, status: application.status, appliedAt: application.appliedAt },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: jobsKeys.myApplications });
      onApplied?.();
    } catch (failure) {
      // the form keeps what was typed (decisions.md §15)
      if (failure instanceof ApiError && failure.key === 'jobsApi.alreadyApplied') {
        toast.error(t('apply.alreadyAppliedTitle'), { description: t('apply.alreadyApplied') });
        void queryClient.invalidateQueries({ queryKey: jobsKeys.job(job.id) });
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
      <div className="space-y-1.5">
        <p id={`${id}-resume-label`} className="text-sm font-medium text-slate-800">
          {t('apply.resume')}
        </p>
        <p id={`${id}-resume-hint`} className="text-sm text-slate-600">
          {t('apply.resumeHint')}
        </p>
        {resume ? (
          <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2.5 text-sm">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1 truncate text-slate-800">{resume.name}</span>
            {uploading ? null : (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('apply.removeResumeNamed', { name: resume.name })}
                onClick={() => {
                  setResume(null);
                  form.setValue('resumeId', null);
                }}
              >
                <X aria-hidden="true" />
                {t('apply.removeResume')}
              </Button>
            )}
          </div>
        ) : null}
        {uploading ? (
          <div className="space-y-1">
            <Progress value={resume.progress ?? 0} aria-label={t('apply.uploading')} />
            <p className="text-xs text-slate-600">{formatPercent(resume.progress ?? 0, language)}</p>
          </div>
        ) : null}
        <input
          id={`${id}-resume`}
          name="resumeId"
          type="file"
          accept={RESUME_ACCEPT}
          className="peer sr-only"
          aria-labelledby={`${id}-resume-label`}
          aria-describedby={`${id}-resume-hint${error('resumeId') ? ` ${id}-resume-error` : ''}`}
          aria-invalid={error('resumeId') ? true : undefined}
          disabled={uploading}
          onChange={(event) => void onFileChosen(event)}
        />
        <label
          htmlFor={`${id}-resume`}
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className:
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600' +
              (uploading ? ' pointer-events-none opacity-60' : ''),
          })}
        >
          {t(resume ? 'apply.changeResume' : 'apply.chooseResume')}
        </label>
        {error('resumeId') ? (
          <p id={`${id}-resume-error`} className="text-sm font-medium text-red-700">
            {error('resumeId')}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.isSubmitting || uploading}>
        {t('apply.submit')}
      </Button>
    </form>
  );
}
