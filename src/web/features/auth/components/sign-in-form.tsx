import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import type { SignInInput } from '#contract/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { signInWithEmail } from '../api/auth-api.ts';
import { lazyAuthResolver, prefetchAuthSchemas } from '../lib/lazy-zod-resolver.ts';

const FIELD_ORDER = ['email', 'password'] as const;
const resolver = lazyAuthResolver('SignInInput');

/** E-mail sign-in (spec §5). What the user typed stays when sign-in fails. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver, defaultValues: { email: '', password: '' } });

  async function submit(values: SignInInput) {
    try {
      await signInWithEmail(values);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.signInFailed' });
      return;
    }
    toast.success(t('toast.signInSuccessTitle'), { description: t('toast.signInSuccess') });
    await onSignedIn();
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
        id="signin-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        id="signin-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? <Spinner /> : null}
        {t('auth.signIn')}
      </Button>
    </form>
  );
}
