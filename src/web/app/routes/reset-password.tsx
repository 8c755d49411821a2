import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadSecuritySchemas, resetPassword } from '#web/features/security/api/security-api.ts';

const loadSchema = () => loadSecuritySchemas().then((m) => m.ResetPasswordInput);

/** /reset-password?token=…: the e-mailed link lands here to choose a new password. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const form = useZodForm(loadSchema, { defaultValues: { token, newPassword: '', confirmPassword: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await resetPassword(values.token, values.newPassword);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
      return;
    }
    toast.success(t('security.reset.done'));
    await navigate('/auth', { replace: true });
  }, showValidationToast);

  return (
    <div className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <PageTitle title={t('security.reset.pageTitle')} />
      <Card className="p-5 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('security.reset.title')}</h1>
        {!token || linkError ? (
          <div role="alert" className="mt-4 space-y-4 text-sm text-slate-700">
            <p>{t(linkError ? 'security.errors.linkInvalid' : 'security.reset.missingToken')}</p>
            <Link to="/forgot-password" className="font-medium text-brand-700 underline">
              {t('security.forgot.title')}
            </Link>
          </div>
        ) : (
          <form noValidate onFocus={form.prefetch} onSubmit={submit} className="mt-4 space-y-4">
            <TextField
              id="reset-password"
              type="password"
              autoComplete="new-password"
              label={t('security.password.new')}
              hint={t('auth.passwordHint')}
              error={form.errors.newPassword && t(form.errors.newPassword)}
              {...form.register('newPassword')}
            />
            <TextField
              id="reset-password-confirm"
              type="password"
              autoComplete="new-password"
              label={t('security.password.confirm')}
              error={form.errors.confirmPassword && t(form.errors.confirmPassword)}
              {...form.register('confirmPassword')}
            />
            <Button type="submit" size="lg" className="w-full" disabled={form.isSubmitting}>
              {form.isSubmitting ? <Spinner /> : null}
              {t('security.reset.save')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
