import { useId, useState } from 'react';
import { Ban } from 'lucide-react';
import type { z } from 'zod';
import type { CredentialSummary, RevokeCredentialInput } from '#contract/credentials.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadRevokeSchema } from '../api/credentials-api.ts';
import { useRevokeCredential } from '../api/use-revoke-credential.ts';
import { credentialNameIn } from '../lib/credential-name.ts';

/** "Revoke" beside a credential the institution issued: a reason, shown on the credential's page. */
export function RevokeCredentialButton({ credential }: { credential: CredentialSummary }) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  const names = { name: credentialNameIn(credential, language), learner: credential.learnerName };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('credentials.issued.revokeNamed', names)}
      >
        <Ban aria-hidden="true" />
        {t('credentials.issued.revoke')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('credentials.issued.revokeTitle')}
        description={t('credentials.issued.revokeBody', names)}
        closeLabel={t('credentials.issued.cancel')}
        size="sm"
      >
        {open ? <RevokeForm id={credential.id} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

type FormInput = z.input<typeof RevokeCredentialInput>;

function RevokeForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const form = useZodForm(loadRevokeSchema, { defaultValues: { reason: '' } satisfies FormInput });
  const revoke = useRevokeCredential(id, onDone);
  const key = form.errors.reason;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => revoke.mutateAsync(input).catch(() => undefined), showValidationToast)}
      className="mt-4 space-y-4"
    >
      <Field id={`${fieldId}-reason`} label={t('credentials.issued.reason')} error={key ? t(key) : undefined}>
        {(control) => <Input {...control} {...form.register('reason')} autoComplete="off" />}
      </Field>
      <Button type="submit" variant="destructive" disabled={form.isSubmitting} className="w-full">
        {form.isSubmitting ? <Spinner /> : null}
        {t('credentials.issued.submit')}
      </Button>
    </form>
  );
}
