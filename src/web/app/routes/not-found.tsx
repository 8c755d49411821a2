import { Link } from 'react-router';
import { Home } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';

/** Any unknown path (spec §2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageTitle title={t('notFound.pageTitle')} />
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-700">{t('notFound.body')}</p>
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        <Home aria-hidden="true" />
        {t('notFound.returnHome')}
      </Link>
    </div>
  );
}
