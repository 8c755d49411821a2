import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/use-translation.ts';
import { loadNamespaces } from '#web/lib/i18n.ts';
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

// Only accounts with two-step verification see the code step: it and its texts load when needed.
const TotpStep = lazy(() =>
  Promise.all([import('./totp-step.tsx'), loadNamespaces(['security'])]).then(([module]) => ({
    default: module.TotpStep,
  })),
);

/** E-mail sign-in (spec §5). What the user typed stays when sign-in fails. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useZodForm(loadSchema, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form;
  const [needsCode, setNeedsCode] = useState(false);

  async function signedIn() {
    toast.success(t('toast.signInSuccessTitle'), { description: t('toast.signInSuccess') });
    await onSignedIn();
  }

  const submit = form.handleSubmit(async (values) => {
    let result;
    try {
      result = await signInWithEmail(values);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.signInFailed' });
      return;
    }
    if (result.twoFactor) setNeedsCode(true);
    else await signedIn();
  }, showValidationToast);

  if (needsCode) {
    return (
      <Suspense fallback={<Spinner />}>
        <TotpStep onVerified={signedIn} onCancel={() => setNeedsCode(false)} />
      </Suspense>
    );
  }

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
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
          {t('auth.forgotPassword')}
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? <Spinner /> : null}
        {t('auth.signIn')}
      </Button>
    </form>
  );
}
