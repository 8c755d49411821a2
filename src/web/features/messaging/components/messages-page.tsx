import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { useSessionMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConversationList } from './conversation-list.tsx';
import { MessagePane } from './message-pane.tsx';
import { noThreadExtras, type UseThreadExtras } from './thread-extras.ts';

/**
 * /messages: the conversation list beside the open conversation. `?conversation=` opens one and
 * `?message=` prefills its draft (the "Request a quote" button links here, with `?quote=` the
 * service, recorded as an enquiry once a message is sent). On a phone the list and the
 * conversation are separate screens. `useThreadExtras` adds other features' items (offers) to a thread.
 */
export function MessagesPage({ useThreadExtras = noThreadExtras }: { useThreadExtras?: UseThreadExtras }) {
  const { t } = useTranslation();
  const me = useSessionMe();
  const [params] = useSearchParams();
  const selectedId = params.get('conversation');
  // the prefilled text belongs to the conversation it came with, once
  const [prefill, setPrefill] = useState(() => ({
    conversation: selectedId,
    message: params.get('message') ?? '',
    quote: params.get('quote'),
  }));
  useEffect(() => {
    if (selectedId !== prefill.conversation && (prefill.message || prefill.quote)) {
      setPrefill({ conversation: null, message: '', quote: null });
    }
  }, [selectedId, prefill]);
  const ownPrefill = prefill.conversation === selectedId;

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-7xl flex-col sm:px-6 sm:py-6 lg:px-8">
      <PageTitle title={t('messaging.pageTitle')} />
      <h1
        className={cn(
          'px-4 pt-4 pb-3 text-2xl font-bold tracking-tight text-slate-900 sm:px-0 sm:pt-0 sm:text-3xl',
          selectedId && 'sr-only md:not-sr-only',
        )}
      >
        {t('messaging.title')}
      </h1>
      <Card className="grid min-h-0 flex-1 grid-cols-1 overflow-hidden rounded-none border-x-0 sm:rounded-xl sm:border-x md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <ConversationList
          selectedId={selectedId}
          className={cn('border-slate-200 md:border-r', selectedId ? 'hidden md:flex' : 'flex')}
        />
        {selectedId ? (
          <MessagePane
            key={selectedId}
            conversationId={selectedId}
            meId={me.user.id}
            initialDraft={ownPrefill ? prefill.message : ''}
            quoteServiceId={ownPrefill ? prefill.quote : null}
            useThreadExtras={useThreadExtras}
          />
        ) : (
          <div className="hidden flex-col items-center justify-center gap-3 bg-slate-50 p-8 text-center md:flex">
            <MessageSquare aria-hidden="true" className="size-10 text-slate-400" />
            <p className="text-slate-600">{t('messaging.selectConversation')}</p>
          </div>
        )}
      </Card>
    </div>
  );
}
