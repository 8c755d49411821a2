import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { EmailNotVerifiedAlert, isEmailNotVerified } from '#web/components/email-not-verified.tsx';
import type { CompanyJob, JobPostInput } from '#contract/company-jobs.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '#contract/lists.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, selectClasses, textareaClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { DateInput } from '#web/components/date-input/date-input.tsx';
import { PlaceInput } from '#web/components/place-input/place-input.tsx';
import { companyEmployerQueryOptions, createJob, loadJobPostSchema, updateJob } from '../api/jobs-api.ts';
import { heldReasonText } from '../lib/labels.ts';
import { categoryOptions, jobFormValues, type JobFormValues } from '../lib/job-form.ts';

interface JobPostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: post a new job; a job: edit it. */
  job: CompanyJob | null;
  defaults: { email: string };
  onSaved: () => void;
}

/** "Post a New Job" and "Edit Job" (spec §5 Job post form). */
export function JobPostDialog({ open, onOpenChange, job, defaults, onSaved }: JobPostDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(job ? 'companyDashboard.form.editTitle' : 'companyDashboard.form.createTitle')}
      description={t('companyDashboard.form.description')}
      size="lg"
    >
      {/* a new form per opening: create starts empty, edit starts from the posting */}
      {open ? (
        <JobPostForm
          key={job?.id ?? 'new'}
          job={job}
          defaults={defaults}
          onSaved={() => {
            onSaved();
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

type TextName = Exclude<
  keyof JobFormValues,
  'jobType' | 'experienceLevel' | 'category' | 'clientName' | 'districtId' | 'localLevelId'
>;

function JobPostForm({
  job,
  defaults,
  onSaved,
  onCancel,
}: {
  job: CompanyJob | null;
  defaults: { email: string };
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // '' for an unchosen select: the schema answers with the field's "Choose …" message
  const form = useZodForm<typeof JobPostInput, JobFormValues>(loadJobPostSchema, {
    defaultValues: jobFormValues(job, defaults),
  });
  const [unverified, setUnverified] = useState(false);
  const employer = useQuery(companyEmployerQueryOptions).data;
  const values = form.values;
  const required = t('profileForm.required');
  const error = (name: keyof JobFormValues) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };
  const set = (name: keyof JobFormValues, value: string) => form.setValue(name, value);

  async function save(input: JobPostInput) {
    try {
      const saved = job ? await updateJob(job.id, input) : await createJob(input);
      if (saved.heldAt) {
        // the poster learns at once that the posting is not public, and why
        toast.warning(t('companyDashboard.form.heldToast'), {
          description: t('companyDashboard.form.heldToastBody', { reason: heldReasonText(t, saved.heldReason) }),
        });
      } else {
        toast.success(t(job ? 'companyDashboard.form.updated' : 'companyDashboard.form.posted'));
      }
      onSaved();
    } catch (failure) {
      // the dialog stays open with what was typed; a rule only the server checks says which
      if (isEmailNotVerified(failure)) {
        setUnverified(true);
        return;
      }
      // a form the server refused, or a posting past the company's hourly or daily limit: its reason
      if (failure instanceof ApiError && (failure.code === 'VALIDATION_ERROR' || failure.code === 'RATE_LIMITED')) {
        showErrorToast(failure, { titleKey: 'validation.title' });
        return;
      }
      const descriptionKey = job ? 'companyDashboard.form.updateFailed' : 'companyDashboard.form.postFailed';
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey });
    }
  }

  const text = (name: TextName, options: { required?: boolean; type?: string; hint?: string; label?: string } = {}) => (
    <Field
      id={`${id}-${name}`}
      label={options.label ?? t(`companyDashboard.form.${name === 'description' ? 'jobDescription' : name}`)}
      error={error(name)}
      hint={options.hint}
      requiredMark={options.required === false ? undefined : required}
    >
      {(control) => (
        <Input
          {...control}
          type={options.type ?? 'text'}
          name={name}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </Field>
  );
  const area = (name: TextName, hint?: string, rows = 4) => (
    <Field
      id={`${id}-${name}`}
      label={t(`companyDashboard.form.${name === 'description' ? 'jobDescription' : name}`)}
      error={error(name)}
      hint={hint}
      requiredMark={required}
    >
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={rows}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          className={textareaClasses}
        />
      )}
    </Field>
  );
  const select = (
    name: 'jobType' | 'experienceLevel' | 'category',
    options: readonly string[],
    list: 'jobTypes' | 'experienceLevels' | 'jobCategories',
  ) => (
    <Field id={`${id}-${name}`} label={t(`companyDashboard.form.${name}`)} error={error(name)} requiredMark={required}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          className={selectClasses}
        >
          <option value="">{t('companyDashboard.form.select')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(t, list, option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form
      noValidate
      onFocus={form.prefetch}
      onSubmit={form.handleSubmit(save, showValidationToast)}
      className="mt-5 space-y-4"
    >
      {text('jobTitle')}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('jobType', JOB_TYPES, 'jobTypes')}
        <Field
          id={`${id}-companyName`}
          label={t('companyDashboard.form.companyName')}
          hint={t('companyDashboard.form.companyHint')}
        >
          {(control) => (
            <Input
              {...control}
              readOnly
              className="bg-slate-50"
              value={employer?.companyName ?? job?.companyName ?? ''}
            />
          )}
        </Field>
      </div>
      {employer?.isAgency ? (
        <Field
          id={`${id}-clientName`}
          label={t('companyDashboard.form.clientName')}
          error={error('clientName')}
          hint={t('companyDashboard.form.clientHint')}
        >
          {(control) => (
            <Input
              {...control}
              name="clientName"
              value={values.clientName}
              onChange={(event) => set('clientName', event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <div className="space-y-3">
        <PlaceInput
          id={`${id}-place`}
          value={values}
          onChange={(place) => {
            set('districtId', place.districtId);
            set('localLevelId', place.localLevelId);
          }}
        />
        {/* with a district picked, the text is only the ward or street */}
        {text('location', { required: values.districtId === '', hint: t('lists.places.detailHint') })}
      </div>
      {area('description', undefined, 5)}
      {area('requirements', t('companyDashboard.form.requirementsHint'))}
      {area('responsibilities', t('companyDashboard.form.responsibilitiesHint'))}
      {text('skillsRequired', { hint: t('companyDashboard.form.skillsHint') })}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('experienceLevel', EXPERIENCE_LEVELS, 'experienceLevels')}
        {select('category', categoryOptions(values.category), 'jobCategories')}
      </div>
      {text('contactEmail', { type: 'email' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('salaryRange', { required: false, hint: t('companyDashboard.form.salaryHint') })}
        <Field
          id={`${id}-applicationDeadline`}
          label={t('companyDashboard.form.applicationDeadline')}
          error={error('applicationDeadline')}
        >
          {(control) => (
            <DateInput
              control={control}
              label={t('companyDashboard.form.applicationDeadline')}
              name="applicationDeadline"
              value={values.applicationDeadline}
              onChange={(value) => set('applicationDeadline', value)}
            />
          )}
        </Field>
      </div>
      {unverified ? <EmailNotVerifiedAlert /> : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('companyDashboard.form.cancel')}
        </Button>
        <Button type="submit" disabled={form.isSubmitting}>
          {t(job ? 'companyDashboard.form.save' : 'companyDashboard.form.publish')}
        </Button>
      </div>
    </form>
  );
}
