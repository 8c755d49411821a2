import { useQueryClient } from '@tanstack/react-query';
import type { SecurityOverview } from '#contract/security.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { changePassword, loadSecuritySchemas, SECURITY_QUERY_KEY } from '../api/security-api.ts';
import { Section } from './section.tsx';

const loadSchema = () => loadSecuritySchemas().then((m) => m.ChangePasswordInput);

/** Change the password (the current one is needed; other devices are signed out). */
export function PasswordSection({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSchema, { defaultValues: { currentPassword: '', newPassword: '' } });
  const hasPassword = overview.methods.some((method) => method.providerId === 'credential');

  const submit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
      return;
    }
    form.reset();
    toast.success(t('security.password.changed'));
    await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
  }, showValidationToast);

  return (
    <Section id="security-password" title={t('security.password.title')}>
      {hasPassword ? (
        <form noValidate onFocus={form.prefetch} onSubmit={submit} className="max-w-sm space-y-4">
          <TextField
            id="current-password"
            type="password"
            autoComplete="current-password"
            label={t('security.password.current')}
            error={form.errors.currentPassword && t(form.errors.currentPassword)}
            {...form.register('currentPassword')}
          />
          <TextField
            id="new-password"
            type="password"
            autoComplete="new-password"
            label={t('security.password.new')}
            hint={t('auth.passwordHint')}
            error={form.errors.newPassword && t(form.errors.newPassword)}
            {...form.register('newPassword')}
          />
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : null}
            {t('security.password.change')}
          </Button>
        </form>
      ) : (
        <p>{t('security.password.none')}</p>
      )}
    </Section>
  );
}
