import { Navigate, Outlet, useLocation } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageSkeleton } from '#web/components/layout/page-skeleton.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMe } from '#web/lib/session.ts';
import { signInPathFor } from '#web/features/auth/lib/post-sign-in-path.ts';

/**
 * Guards the signed-in pages (spec §6): a skeleton while the account loads, /auth?next=… when
 * signed out. The server enforces access on its own; this only keeps people on the right page.
 */
export function RequireSession() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: me, isError, refetch, isRefetching } = useMe();

  if (me === null) return <Navigate to={signInPathFor(location)} replace />;
  if (me) return <Outlet />;
  if (!isError) return <PageSkeleton />;

  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('toast.error')}</h1>
      <p className="mt-2 text-slate-700">{t('toast.loadAccountFailed')}</p>
      <Button className="mt-6" onClick={() => void refetch()} disabled={isRefetching}>
        <RefreshCw aria-hidden="true" className={isRefetching ? 'animate-spin' : undefined} />
        {t('shell.tryAgain')}
      </Button>
    </div>
  );
}
