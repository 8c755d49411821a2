import { useId, useState } from 'react';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { EmailNotVerifiedAlert, isEmailNotVerified } from '#web/components/email-not-verified.tsx';
import type { InstitutionProgram, ProgramInput } from '#contract/catalogue.ts';
import { PROGRAM_TYPES, SERVICE_FORMATS } from '#contract/lists.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, selectClasses, textareaClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { DateInput } from '#web/components/date-input/date-input.tsx';
import { PlaceInput } from '#web/components/place-input/place-input.tsx';
import { ImageUpload } from '#web/components/image-upload.tsx';
import { createProgram, loadProgramSchema, updateProgram, uploadProgramCover } from '../api/programs-api.ts';
import { programBody, programFormValues, showsLocation, type ProgramFormValues } from '../lib/program-form.ts';
import { showProgramErrorToast } from '../lib/program-error-toast.ts';

interface ProgramDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: create a program; a program: edit it. */
  program: InstitutionProgram | null;
  organizationName: string;
  onSaved: () => void;
  /** The cover was replaced (the dashboard re-reads its programs; the dialog stays open). */
  onCoverSaved: () => void;
}

/** The program dialog (spec §5 Program form) in create and edit modes. */
export function ProgramDialog({
  open,
  onOpenChange,
  program,
  organizationName,
  onSaved,
  onCoverSaved,
}: ProgramDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(program ? 'programs.dialog.editTitle' : 'programs.dialog.createTitle')}
      description={t('programs.dialog.description')}
    >
      {/* a new form per opening: create starts empty, edit starts from the program */}
      {open ? (
        <ProgramForm
          key={program?.id ?? 'new'}
          program={program}
          organizationName={organizationName}
          onSaved={() => {
            onSaved();
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
          onCoverSaved={onCoverSaved}
        />
      ) : null}
    </FormDialog>
  );
}

function ProgramForm({
  program,
  organizationName,
  onSaved,
  onCancel,
  onCoverSaved,
}: {
  program: InstitutionProgram | null;
  organizationName: string;
  onSaved: () => void;
  onCancel: () => void;
  onCoverSaved: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // '' for an unchosen select: the schema answers 'Please fill in all required fields'
  const form = useZodForm<typeof ProgramInput, ProgramFormValues>(loadProgramSchema, {
    defaultValues: programFormValues(program, organizationName),
  });
  const [unverified, setUnverified] = useState(false);
  const required = t('profileForm.required');
  const error = (name: keyof ProgramFormValues) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };

  async function save(input: ProgramInput) {
    try {
      const body = programBody(input);
      if (program) await updateProgram(program.id, body);
      else await createProgram(body);
      toast.success(t(program ? 'programs.updated' : 'programs.published'));
      onSaved();
    } catch (failure) {
      // the dialog stays open with what was typed
      if (isEmailNotVerified(failure)) setUnverified(true);
      else showProgramErrorToast(failure, 'programs.saveFailed');
    }
  }

  const text = (
    name: Exclude<keyof ProgramFormValues, 'programType' | 'format' | 'isActive' | 'districtId' | 'localLevelId'>,
    isRequired: boolean,
    type = 'text',
  ) => (
    <Field
      id={`${id}-${name}`}
      label={t(`programs.fields.${name}`)}
      error={error(name)}
      requiredMark={isRequired ? required : undefined}
    >
      {(control) => (
        <Input
          {...control}
          type={type}
          name={name}
          value={String(form.values[name] ?? '')}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </Field>
  );
  const date = (name: 'applicationDeadline' | 'startDate') => (
    <Field id={`${id}-${name}`} label={t(`programs.fields.${name}`)} error={error(name)}>
      {(control) => (
        <DateInput
          control={control}
          label={t(`programs.fields.${name}`)}
          name={name}
          value={String(form.values[name] ?? '')}
          onChange={(value) => form.setValue(name, value)}
        />
      )}
    </Field>
  );
  const programType = form.field('programType');
  const format = form.field('format');

  return (
    <form
      noValidate
      onFocus={form.prefetch}
      onSubmit={form.handleSubmit(save, showValidationToast)}
      className="mt-5 space-y-4"
    >
      {program ? (
        <CoverUpload program={program} onSaved={onCoverSaved} />
      ) : (
        <p className="text-sm text-slate-600">{t('programs.coverAfterPublish')}</p>
      )}
      {text('organizationName', true)}
      {text('programTitle', true)}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-programType`}
          label={t('programs.fields.programType')}
          error={error('programType')}
          requiredMark={required}
        >
          {(control) => (
            <select
              {...control}
              name="programType"
              value={String(programType.value ?? '')}
              onChange={(event) => programType.onChange(event.target.value)}
              className={selectClasses}
            >
              <option value="">{t('programs.selectType')}</option>
              {PROGRAM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {optionLabel(t, 'programTypes', type)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('credentialAwarded', true)}
      </div>
      <Field
        id={`${id}-description`}
        label={t('programs.fields.description')}
        error={error('description')}
        requiredMark={required}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            value={String(form.values.description ?? '')}
            onChange={(event) => form.setValue('description', event.target.value)}
            className={textareaClasses}
          />
        )}
      </Field>
      <Field id={`${id}-format`} label={t('programs.fields.format')} error={error('format')} requiredMark={required}>
        {(control) => (
          <select
            {...control}
            name="format"
            value={String(format.value ?? '')}
            onChange={(event) => format.onChange(event.target.value)}
            className={selectClasses}
          >
            <option value="">{t('programs.selectFormat')}</option>
            {SERVICE_FORMATS.map((value) => (
              <option key={value} value={value}>
                {optionLabel(t, 'serviceFormats', value)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* spec §5: shown for in-person or hybrid, labelled required but not enforced */}
      {showsLocation(String(format.value ?? '')) ? (
        <div className="space-y-3">
          <PlaceInput
            id={`${id}-place`}
            value={{
              districtId: String(form.values.districtId ?? ''),
              localLevelId: String(form.values.localLevelId ?? ''),
            }}
            onChange={(place) => {
              form.setValue('districtId', place.districtId);
              form.setValue('localLevelId', place.localLevelId);
            }}
          />
          {text('location', true)}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('duration', true)}
        {text('totalCost', true)}
      </div>
      <Field
        id={`${id}-feeRupees`}
        label={t('programs.fields.feeRupees')}
        hint={t('programs.feeHint')}
        error={error('feeRupees')}
      >
        {(control) => (
          <Input
            {...control}
            name="feeRupees"
            inputMode="decimal"
            value={form.values.feeRupees}
            onChange={(event) => form.setValue('feeRupees', event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-prerequisites`} label={t('programs.fields.prerequisites')} error={error('prerequisites')}>
        {(control) => (
          <textarea
            {...control}
            name="prerequisites"
            value={String(form.values.prerequisites ?? '')}
            onChange={(event) => form.setValue('prerequisites', event.target.value)}
            className={textareaClasses}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {date('applicationDeadline')}
        {date('startDate')}
      </div>
      {unverified ? <EmailNotVerifiedAlert /> : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('programs.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={form.isSubmitting}>
          {t(program ? 'programs.dialog.saveChanges' : 'programs.dialog.publish')}
        </Button>
      </div>
    </form>
  );
}

/** The program's cover, uploaded at once (its own request, apart from the form's Save). */
function CoverUpload({ program, onSaved }: { program: InstitutionProgram; onSaved: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(program.coverUrl);
  return (
    <ImageUpload
      kind="cover"
      shape="cover"
      label={t('programs.cover')}
      hint={t('programs.coverHint')}
      url={url}
      upload={async (file, onProgress) => {
        const saved = await uploadProgramCover(program.id, file, onProgress);
        setUrl(saved.coverUrl);
        toast.success(t('programs.coverSaved'));
        onSaved();
      }}
    />
  );
}
