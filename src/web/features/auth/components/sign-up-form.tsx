import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { signUpWithEmail } from '../api/auth-api.ts';

// zod (~25 KiB gzip) comes with the schema, on the form's first focus or submit, not with the page.
const loadSchema = () => import('#contract/auth.ts').then((module) => module.SignUpInput);

/** E-mail sign-up (spec §5): Full Name, Email, Password. What the user typed stays on failure. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useZodForm(loadSchema, { defaultValues: { fullName: '', email: '', password: '' } });
  const { errors, isSubmitting } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signUpWithEmail(values);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.signUpFailed' });
      return;
    }
    toast.success(t('toast.signUpSuccess'));
    await onSignedUp();
  }, showValidationToast);

  return (
    <form noValidate onFocus={form.prefetch} onSubmit={submit} className="space-y-4">
      <TextField
        id="signup-full-name"
        label={t('auth.fullName')}
        autoComplete="name"
        placeholder={t('auth.fullNamePlaceholder')}
        error={errors.fullName && t(errors.fullName)}
        {...form.register('fullName')}
      />
      <TextField
        id="signup-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        error={errors.email && t(errors.email)}
        {...form.register('email')}
      />
      <TextField
        id="signup-password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={errors.password && t(errors.password)}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? <Spinner /> : null}
        {t('auth.createAccount')}
      </Button>
    </form>
  );
}
