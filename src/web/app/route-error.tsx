import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Button } from '#web/components/ui/button.tsx';

// After a deploy, an open tab may ask for page code that no longer exists.
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/** Shown in place of a page that failed to load or render; the header and footer stay. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const stale = isStaleChunk(error);
  if (!stale) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : null;

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('shell.errorTitle')}</h1>
      <p className="mt-3 text-slate-700">{t(stale ? 'shell.updateAvailable' : 'shell.errorBody')}</p>
      {status ? <p className="mt-1 text-sm text-slate-600">{status}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>
        <Link to="/" reloadDocument className={buttonVariants({ variant: 'outline' })}>
          {t('notFound.returnHome')}
        </Link>
      </div>
    </div>
  );
}
