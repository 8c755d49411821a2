import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Bell, MessageSquare } from 'lucide-react';
import { formatNumber, localDigits } from '#contract/format/numbers.ts';
import { api } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { loadNamespaces } from '#web/lib/i18n.ts';
import { LIVE_KEYS, unreadMessagesQueryOptions, useLiveQuerySync } from '#web/lib/live-events.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '#web/components/ui/dropdown-menu.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

// The signed-in header's live part: the messages link with its unread badge and the
// notifications bell. Loaded on demand (signed-out visitors never fetch it); the bell's list and
// its texts load when it is first opened.

const loadList = () => import('./notifications-list.tsx');
const NotificationsList = lazy(() =>
  // `lists`: a verification notification words its badge with the badge's texts
  Promise.all([loadList(), loadNamespaces(['messaging', 'lists'])]).then(([module]) => module),
);

// narrow phones are short of room: a smaller bell, and the messages link moves into the menu
const iconLinkClasses =
  'relative size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:size-10';

function Badge({ count }: { count: number }) {
  const { language } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
    >
      {count > 99 ? localDigits('99+', language) : formatNumber(count, language)}
    </span>
  );
}

/** Messages link and bell, kept fresh by the tab's event stream. */
export default function HeaderActivity() {
  const { t } = useTranslation();
  useLiveQuerySync();
  const messages = useQuery(unreadMessagesQueryOptions);
  const notifications = useQuery({
    queryKey: LIVE_KEYS.unreadNotifications,
    queryFn: ({ signal }) => api.get('/notifications/unread-count', { signal }),
  });
  const unreadMessages = messages.data?.count ?? 0;
  const unreadNotifications = notifications.data?.count ?? 0;

  return (
    <>
      <Link
        to="/messages"
        aria-label={unreadMessages ? t('notifications.messagesUnread', { count: unreadMessages }) : t('nav.messages')}
        title={t('nav.messages')}
        data-unread={messages.data?.count}
        className={cn(iconLinkClasses, 'hidden min-[400px]:inline-flex')}
      >
        <MessageSquare aria-hidden="true" className="size-5" />
        <Badge count={unreadMessages} />
      </Link>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={
            unreadNotifications
              ? t('notifications.bellUnread', { count: unreadNotifications })
              : t('notifications.bell')
          }
          title={t('notifications.bell')}
          data-unread={notifications.data?.count}
          onPointerEnter={() => void loadList()}
          onFocus={() => void loadList()}
          className={cn(
            iconLinkClasses,
            'inline-flex',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          )}
        >
          <Bell aria-hidden="true" className="size-5" />
          <Badge count={unreadNotifications} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
          <Suspense
            fallback={
              <div className="flex justify-center p-6">
                <Spinner className="size-5 text-slate-500" />
              </div>
            }
          >
            <NotificationsList />
          </Suspense>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
