import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { SIGN_UP_PATH, SIGN_UP_STUDENT_PATH, SIGN_UP_TRAINER_PATH } from '../lib/links.ts';

interface CtaBandProps {
  id: string;
  title: string;
  body: string;
  /** One Get Started button (the default), or the two one-tap sign-ups. */
  variant?: 'getStarted' | 'roles';
  /** Overrides the Get Started button's text and target. */
  action?: { label: string; to: string };
}

/** The call to action at the end of a public page: to /auth with the Sign Up tab open. */
export function CtaBand({ id, title, body, variant = 'getStarted', action }: CtaBandProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="bg-brand-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{body}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          {variant === 'roles' ? (
            <>
              <Link to={SIGN_UP_STUDENT_PATH} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
                {t('publicPages.signUpStudent')}
              </Link>
              <Link
                to={SIGN_UP_TRAINER_PATH}
                className={buttonVariants({ variant: 'outline', size: 'lg', className: 'border-white' })}
              >
                {t('publicPages.signUpTrainer')}
              </Link>
            </>
          ) : (
            <Link to={action?.to ?? SIGN_UP_PATH} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {action?.label ?? t('publicPages.getStarted')}
              <ArrowRight aria-hidden="true" />
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
