import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, MailX } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { meQueryOptions, useMe } from '#web/lib/session.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** /verify-email: where the verification link lands (`?error=…` when it was invalid or expired). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const failed = params.has('error');

  // a valid link also signs the user in: pick up the session
  useEffect(() => {
    if (!failed) void queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => undefined);
  }, [failed, queryClient]);

  return (
    <div className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <PageTitle title={t('security.verify.pageTitle')} />
      <Card className="p-5 text-center sm:p-8">
        {failed ? (
          <MailX aria-hidden="true" className="mx-auto size-10 text-red-700" />
        ) : (
          <BadgeCheck aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
        )}
        <h1 className="mt-3 text-xl font-bold text-slate-900">
          {t(failed ? 'security.verify.failed' : 'security.verify.ok')}
        </h1>
        <div className="mt-6 flex flex-col gap-2">
          {failed && me ? (
            <Link to="/settings/security" className={buttonVariants({ variant: 'outline' })}>
              {t('security.verify.resend')}
            </Link>
          ) : null}
          <Link to={me ? '/dashboard' : '/auth'} className={buttonVariants({})}>
            {t('security.verify.continue')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
