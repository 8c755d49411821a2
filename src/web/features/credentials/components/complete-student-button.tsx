import { useId, useState } from 'react';
import { Award } from 'lucide-react';
import type { z } from 'zod';
import type { CompleteStudentInput } from '#contract/credentials.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadCompleteSchema } from '../api/credentials-api.ts';
import { useCompleteStudent } from '../api/use-complete-student.ts';

interface Student {
  programId: string;
  programTitle: string;
  userId: string;
  name: string;
}

/** "Mark completed" beside a student of the institution's program: a grade, a remark, then the credential. */
export function CompleteStudentButton({ student, onCompleted }: { student: Student; onCompleted: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const names = { name: student.name, program: student.programTitle };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('credentials.complete.buttonNamed', names)}
      >
        <Award aria-hidden="true" />
        {t('credentials.complete.button')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('credentials.complete.title')}
        description={t('credentials.complete.body', names)}
        size="sm"
      >
        {open ? (
          <CompleteForm
            student={student}
            onDone={() => {
              setOpen(false);
              onCompleted();
            }}
          />
        ) : null}
      </FormDialog>
    </>
  );
}

type FormInput = z.input<typeof CompleteStudentInput>;

function CompleteForm({ student, onDone }: { student: Student; onDone: () => void }) {
  const complete = useCompleteStudent(student, onDone);
  return <CompletionForm submit={complete.mutateAsync} />;
}

/**
 * The optional grade, remark and last valid day of a completion: an institution's for a learner, a
 * professional's for a client (decision 055). `submit` is the mutation that issues.
 */
export function CompletionForm({ submit }: { submit: (input: CompleteStudentInput) => Promise<unknown> }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(loadCompleteSchema, {
    defaultValues: { grade: '', remark: '', validUntil: '' } satisfies FormInput,
  });
  const error = (name: keyof FormInput) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => submit(input).catch(() => undefined), showValidationToast)}
      className="mt-4 space-y-4"
    >
      <Field id={`${id}-grade`} label={t('credentials.complete.grade')} error={error('grade')}>
        {(control) => <Input {...control} {...form.register('grade')} autoComplete="off" />}
      </Field>
      <Field id={`${id}-remark`} label={t('credentials.complete.remark')} error={error('remark')}>
        {(control) => <Input {...control} {...form.register('remark')} autoComplete="off" />}
      </Field>
      <Field id={`${id}-valid-until`} label={t('credentials.complete.validUntil')} error={error('validUntil')}>
        {(control) => <Input {...control} {...form.register('validUntil')} type="date" />}
      </Field>
      <Button type="submit" disabled={form.isSubmitting} className="w-full">
        {form.isSubmitting ? <Spinner /> : null}
        {t('credentials.complete.submit')}
      </Button>
    </form>
  );
}
