import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { signInWithEmail } from '../api/auth-api.ts';

// zod (~25 KiB gzip) comes with the schema, on the form's first focus or submit, not with the page.
const loadSchema = () => import('#contract/auth.ts').then((module) => module.SignInInput);

/** E-mail sign-in (spec §5). What the user typed stays when sign-in fails. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useZodForm(loadSchema, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signInWithEmail(values);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.signInFailed' });
      return;
    }
    toast.success(t('toast.signInSuccessTitle'), { description: t('toast.signInSuccess') });
    await onSignedIn();
  }, showValidationToast);

  return (
    <form noValidate onFocus={form.prefetch} onSubmit={submit} className="space-y-4">
      <TextField
        id="signin-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        error={errors.email && t(errors.email)}
        {...form.register('email')}
      />
      <TextField
        id="signin-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password && t(errors.password)}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? <Spinner /> : null}
        {t('auth.signIn')}
      </Button>
    </form>
  );
}
