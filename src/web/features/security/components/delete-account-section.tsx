import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { X } from 'lucide-react';
import type { SecurityOverview } from '#contract/security.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { ME_QUERY_KEY } from '#web/lib/session.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { deleteAccount, loadSecuritySchemas } from '../api/security-api.ts';
import { Section } from './section.tsx';

const loadSchema = () => loadSecuritySchemas().then((m) => m.DeleteAccountInput);

/** Delete the account after typing DELETE (and the password, when the account has one). */
export function DeleteAccountSection({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Section id="security-delete" title={t('security.delete.title')}>
      <p>{t('security.delete.body')}</p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="destructive">{t('security.delete.open')}</Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
          <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(28rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
            <Dialog.Title className="pr-10 text-xl font-semibold text-slate-900">
              {t('security.delete.confirmTitle')}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">{t('security.delete.body')}</Dialog.Description>
            <DeleteForm hasPassword={overview.methods.some((m) => m.providerId === 'credential')} />
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                className="absolute top-3 right-3"
                aria-label={t('security.twoFactor.cancel')}
              >
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Section>
  );
}

function DeleteForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useZodForm(loadSchema, { defaultValues: { password: '', confirm: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount(password || undefined);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
      return;
    }
    toast.success(t('security.delete.deleted'));
    await navigate('/');
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    queryClient.setQueryData(ME_QUERY_KEY, null);
  }, showValidationToast);
  return (
    <form noValidate onFocus={form.prefetch} onSubmit={submit} className="mt-4 space-y-4">
      {hasPassword ? (
        <TextField
          id="delete-password"
          type="password"
          autoComplete="current-password"
          label={t('security.delete.password')}
          error={form.errors.password && t(form.errors.password)}
          {...form.register('password')}
        />
      ) : null}
      <TextField
        id="delete-confirm"
        autoComplete="off"
        label={t('security.delete.typeDelete')}
        error={form.errors.confirm && t(form.errors.confirm)}
        {...form.register('confirm')}
      />
      <Button type="submit" variant="destructive" className="w-full" disabled={form.isSubmitting}>
        {form.isSubmitting ? <Spinner /> : null}
        {t('security.delete.confirm')}
      </Button>
    </form>
  );
}
