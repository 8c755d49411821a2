import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import type { SignUpInput } from '#contract/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { signUpWithEmail } from '../api/auth-api.ts';
import { lazyAuthResolver, prefetchAuthSchemas } from '../lib/lazy-zod-resolver.ts';

const FIELD_ORDER = ['fullName', 'email', 'password'] as const;
const resolver = lazyAuthResolver('SignUpInput');

/** E-mail sign-up (spec §5): Full Name, Email, Password. What the user typed stays on failure. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => Promise<void> }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({ resolver, defaultValues: { fullName: '', email: '', password: '' } });

  async function submit(values: SignUpInput) {
    try {
      await signUpWithEmail(values);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.signUpFailed' });
      return;
    }
    toast.success(t('toast.signUpSuccess'));
    await onSignedUp();
  }

  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <form
      noValidate
      onFocus={prefetchAuthSchemas}
      onSubmit={handleSubmit(submit, (fieldErrors) => showValidationToast(fieldErrors, FIELD_ORDER))}
      className="space-y-4"
    >
      <TextField
        id="signup-full-name"
        label={t('auth.fullName')}
        autoComplete="name"
        placeholder={t('auth.fullNamePlaceholder')}
        error={message(errors.fullName?.message)}
        {...register('fullName')}
      />
      <TextField
        id="signup-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        id="signup-password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? <Spinner /> : null}
        {t('auth.createAccount')}
      </Button>
    </form>
  );
}
