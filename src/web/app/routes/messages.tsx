import { Link } from 'react-router';
import { MessageSquare, MessagesSquare } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

/** /messages (guarded): conversation list and message pane, empty until messaging lands. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t('messages.pageTitle')} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('messages.title')}</h1>
      <Card className="mt-6 grid min-h-[28rem] overflow-hidden md:grid-cols-[20rem_1fr]">
        <section aria-labelledby="conversations-heading" className="border-slate-200 md:border-r">
          <h2
            id="conversations-heading"
            className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-slate-900"
          >
            {t('messages.conversations')}
          </h2>
          <EmptyState
            icon={MessagesSquare}
            headingLevel={3}
            title={t('messages.emptyTitle')}
            description={t('messages.emptyBody')}
            action={
              <Link to="/professionals" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {t('messages.findProfessional')}
              </Link>
            }
          />
        </section>
        <div className="hidden flex-col items-center justify-center gap-3 bg-slate-50 p-8 text-center md:flex">
          <MessageSquare aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-slate-600">{t('messages.selectConversation')}</p>
        </div>
      </Card>
    </div>
  );
}
