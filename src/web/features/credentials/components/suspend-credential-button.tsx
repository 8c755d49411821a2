import { useId, useState } from 'react';
import { CirclePause, CirclePlay } from 'lucide-react';
import type { z } from 'zod';
import type { CredentialSummary, SuspendCredentialInput } from '#contract/credentials.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadSuspendSchema } from '../api/credentials-api.ts';
import { useSetSuspension } from '../api/use-set-suspension.ts';
import { credentialNameIn } from '../lib/credential-name.ts';

/**
 * "Suspend" beside a standing credential, or "Lift suspension" beside a suspended one (decision
 * 057), for its issuer and staff: a reason, which the page shows while it is suspended.
 */
export function SuspendCredentialButton({ credential }: { credential: CredentialSummary }) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  const suspend = !credential.suspendedAt;
  const names = { name: credentialNameIn(credential, language), learner: credential.learnerName };
  const Icon = suspend ? CirclePause : CirclePlay;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t(suspend ? 'credentials.issued.suspendNamed' : 'credentials.issued.liftNamed', names)}
      >
        <Icon aria-hidden="true" />
        {t(suspend ? 'credentials.issued.suspend' : 'credentials.issued.lift')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t(suspend ? 'credentials.issued.suspendTitle' : 'credentials.issued.liftTitle')}
        description={t(suspend ? 'credentials.issued.suspendBody' : 'credentials.issued.liftBody', names)}
        closeLabel={t('credentials.issued.cancel')}
        size="sm"
      >
        {open ? <SuspendForm id={credential.id} suspend={suspend} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

type FormInput = z.input<typeof SuspendCredentialInput>;

function SuspendForm({ id, suspend, onDone }: { id: string; suspend: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const form = useZodForm(loadSuspendSchema, { defaultValues: { reason: '' } satisfies FormInput });
  const mutation = useSetSuspension(id, suspend, onDone);
  const key = form.errors.reason;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => mutation.mutateAsync(input).catch(() => undefined), showValidationToast)}
      className="mt-4 space-y-4"
    >
      <Field
        id={`${fieldId}-reason`}
        label={t(suspend ? 'credentials.issued.suspendReason' : 'credentials.issued.liftReason')}
        error={key ? t(key) : undefined}
      >
        {(control) => <Input {...control} {...form.register('reason')} autoComplete="off" />}
      </Field>
      <Button
        type="submit"
        variant={suspend ? 'destructive' : 'default'}
        disabled={form.isSubmitting}
        className="w-full"
      >
        {form.isSubmitting ? <Spinner /> : null}
        {t(suspend ? 'credentials.issued.suspendSubmit' : 'credentials.issued.liftSubmit')}
      </Button>
    </form>
  );
}
