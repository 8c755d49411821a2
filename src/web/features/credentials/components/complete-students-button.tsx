import { useId, useState } from 'react';
import { Award } from 'lucide-react';
import type { BulkCompleteResult, CompleteStudentInput } from '#contract/credentials.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadBulkCompleteSchema } from '../api/credentials-api.ts';
import { useCompleteStudents } from '../api/use-complete-students.ts';

interface Selection {
  programId: string;
  programTitle: string;
  learnerIds: string[];
}

/**
 * "Mark selected completed" over a program's ticked students: one optional grade and remark, then a
 * credential for each, and the answer: how many were issued, whom it skipped and why. `onClosed`
 * runs once the dialog closes after issuing (the page refreshes its list and clears the ticks).
 */
export function CompleteStudentsButton({ selection, onClosed }: { selection: Selection; onClosed: () => void }) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  const complete = useCompleteStudents(selection.programId);
  const count = formatNumber(selection.learnerIds.length, language);
  const close = (next: boolean) => {
    setOpen(next);
    if (next || !complete.data) return;
    complete.reset();
    onClosed();
  };
  return (
    <>
      <Button size="sm" disabled={selection.learnerIds.length === 0} onClick={() => setOpen(true)}>
        <Award aria-hidden="true" />
        {t('credentials.bulk.button', { count })}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={close}
        title={t('credentials.bulk.title')}
        description={t('credentials.bulk.body', { count, program: selection.programTitle })}
        size="sm"
      >
        {open && complete.data ? <BulkResult result={complete.data} /> : null}
        {open && !complete.data ? (
          <BulkForm onSubmit={(input) => complete.mutateAsync({ ...input, learnerIds: selection.learnerIds })} />
        ) : null}
      </FormDialog>
    </>
  );
}

type FormInput = Pick<CompleteStudentInput, 'grade' | 'remark'>;

function BulkForm({ onSubmit }: { onSubmit: (input: FormInput) => Promise<unknown> }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(loadBulkCompleteSchema, { defaultValues: { grade: '', remark: '' } satisfies FormInput });
  const error = (name: keyof FormInput) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => onSubmit(input).catch(() => undefined), showValidationToast)}
      className="mt-4 space-y-4"
    >
      <Field id={`${id}-grade`} label={t('credentials.complete.grade')} error={error('grade')}>
        {(control) => <Input {...control} {...form.register('grade')} autoComplete="off" />}
      </Field>
      <Field id={`${id}-remark`} label={t('credentials.complete.remark')} error={error('remark')}>
        {(control) => <Input {...control} {...form.register('remark')} autoComplete="off" />}
      </Field>
      <Button type="submit" disabled={form.isSubmitting} className="w-full">
        {form.isSubmitting ? <Spinner /> : null}
        {t('credentials.bulk.submit')}
      </Button>
    </form>
  );
}

function BulkResult({ result }: { result: BulkCompleteResult }) {
  const { t, language } = useTranslation();
  return (
    <div role="status" className="mt-4 space-y-3 text-sm">
      <p className="font-semibold text-slate-900">
        {t('credentials.bulk.issued', { count: formatNumber(result.issued, language) })}
      </p>
      {result.skipped.length > 0 ? (
        <>
          <p className="font-semibold text-slate-900">
            {t('credentials.bulk.skippedTitle', { count: formatNumber(result.skipped.length, language) })}
          </p>
          <ul className="list-disc space-y-1 ps-5 text-slate-700">
            {result.skipped.map((skip) => (
              <li key={skip.userId}>
                {skip.name ?? t('credentials.bulk.unknownLearner')}: {t(`credentials.bulk.reasons.${skip.reason}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
