import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BellOff,
  BellRing,
  Briefcase,
  CalendarClock,
  CheckCheck,
  MessageSquare,
  ShieldCheck,
  Wallet,
  Wrench,
} from 'lucide-react';
import type { NotificationItem } from '#contract/messaging.ts';
import { PROVIDER_NAMES, type PaymentProvider } from '#contract/payments.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { api } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { LIVE_KEYS } from '#web/lib/live-events.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { Language, MessageKey, TranslateFunction } from '#web/lib/i18n.ts';
import type { VerificationBadge } from '#contract/verification.ts';
import { badgeLabel } from '#web/components/verification-badge.tsx';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '#web/components/ui/dropdown-menu.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

const STATUSES = new Set(['pending', 'reviewed', 'shortlisted', 'interview', 'hired', 'rejected']);
const BOOKING_STATUSES = new Set([
  'requested',
  'accepted',
  'declined',
  'expired',
  'completed',
  'confirmed',
  'cancelled',
  'no_show',
  // the steps of a proposal of another time
  'reschedule_proposed',
  'reschedule_accepted',
  'reschedule_declined',
  'reschedule_withdrawn',
  // a dispute of its payment opened (decision 050), answered (decision 059), and staff's decision
  'dispute_opened',
  'dispute_answered',
  'dispute_release',
  'dispute_partial_refund',
  'dispute_full_refund',
  // what happened to its money (decision 049)
  'payment_held',
  'payment_received',
  'payment_released',
  'payment_released_client',
  'refund_owed',
  'refund_paid',
]);

/** What happened to a program fee's money (decision 054). */
const PROGRAM_PAYMENT_STATUSES = new Set([
  'program_paid',
  'program_payment_received',
  'program_payment_released',
  'program_refund_owed',
  'program_partial_refund_owed',
  'program_refund_paid',
]);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A verification badge the server put in a payload (its schema is the contract's `VerificationBadge`). */
const badgeOf = (value: unknown): VerificationBadge | null =>
  typeof value === 'object' && value !== null && 'role' in value && 'verifiedAt' in value
    ? (value as VerificationBadge)
    : null;
const conversationLink = (id: unknown) =>
  typeof id === 'string' && id ? `/messages?conversation=${encodeURIComponent(id)}` : '/messages';

/** What a notification says and where it leads, in the reader's language (payloads hold data, not text). */
export function describeNotification(item: NotificationItem, t: TranslateFunction, language: Language = 'en') {
  const payload = item.payload;
  switch (item.kind) {
    case 'application_status': {
      const status = text(payload.status);
      return {
        icon: Briefcase,
        title: t('notificationList.applicationStatus', {
          jobTitle: text(payload.jobTitle),
          companyName: text(payload.companyName),
          status: STATUSES.has(status) ? t(`notificationList.status.${status}` as MessageKey) : status,
        }),
        detail: '',
        to: '/dashboard',
      };
    }
    case 'message': {
      const name = text(payload.fromName);
      return {
        icon: MessageSquare,
        title: name ? t('notificationList.message', { name }) : t('notificationList.messageSomeone'),
        detail: text(payload.preview),
        to: conversationLink(payload.conversationId),
      };
    }
    case 'enquiry': {
      const name = text(payload.fromName);
      const service = text(payload.serviceTitle);
      return {
        icon: Wrench,
        title: name
          ? t('notificationList.enquiry', { name, service })
          : t('notificationList.enquirySomeone', { service }),
        detail: '',
        to: conversationLink(payload.conversationId),
      };
    }
    case 'trust': {
      // verification decisions, moderation outcomes and appeals: `event` names the text, `reason` is staff's words;
      // a badge is worded here, in the reader's language (`item` is its English words, from before)
      const badge = badgeOf(payload.badge);
      return {
        icon: ShieldCheck,
        title: t(`notificationList.trust.${text(payload.event)}` as MessageKey, {
          item: badge ? badgeLabel(t, badge, language) : text(payload.item),
        }),
        detail: text(payload.reason),
        to: text(payload.to) || null,
      };
    }
    case 'booking': {
      // a move of a booking by the other party (or Sipalu's timers): the service in the reader's language
      const status = text(payload.status);
      const service = (language === 'ne' && text(payload.serviceTitleNe)) || text(payload.serviceTitle);
      const id = text(payload.bookingId);
      return {
        icon: CalendarClock,
        title: BOOKING_STATUSES.has(status)
          ? t(`notificationList.booking.${status}` as MessageKey, {
              service,
              amount: typeof payload.amountPaisa === 'number' ? formatMoney(payload.amountPaisa / 100, language) : '',
              provider: PROVIDER_NAMES[text(payload.provider) as PaymentProvider] ?? '',
            })
          : t('notificationList.generic'),
        detail: '',
        to: id ? `/bookings/${encodeURIComponent(id)}` : '/bookings',
      };
    }
    case 'program_payment': {
      // a program fee paid, released or refunded: the program in the reader's language
      const status = text(payload.status);
      const id = text(payload.programId);
      return {
        icon: Wallet,
        title: PROGRAM_PAYMENT_STATUSES.has(status)
          ? t(`notificationList.programPayment.${status}` as MessageKey, {
              program: (language === 'ne' && text(payload.programTitleNe)) || text(payload.programTitle),
              amount: typeof payload.amountPaisa === 'number' ? formatMoney(payload.amountPaisa / 100, language) : '',
              provider: PROVIDER_NAMES[text(payload.provider) as PaymentProvider] ?? '',
            })
          : t('notificationList.generic'),
        detail: '',
        to:
          status === 'program_payment_released'
            ? '/institution-dashboard'
            : id
              ? `/programs/${encodeURIComponent(id)}`
              : null,
      };
    }
    case 'payout':
      // staff recorded a transfer of the professional's earnings (decision 051)
      return {
        icon: Wallet,
        title: t('notificationList.payout', {
          amount: typeof payload.amountPaisa === 'number' ? formatMoney(payload.amountPaisa / 100, language) : '',
          reference: text(payload.reference),
        }),
        detail: '',
        to: '/earnings',
      };
    case 'job_alert':
      return {
        icon: BellRing,
        title: t('notificationList.jobAlert', { jobTitle: text(payload.jobTitle) }),
        detail: '',
        to: text(payload.jobId) ? `/jobs/${encodeURIComponent(text(payload.jobId))}` : '/jobs',
      };
    case 'job_alert_digest': {
      // `to` is the alert's /jobs search, built by the server
      const to = text(payload.to);
      return {
        icon: BellRing,
        title: t('notificationList.jobAlertDigest', {
          search: text(payload.search) || t('notificationList.jobAlertAll'),
        }),
        detail: '',
        to: to.startsWith('/jobs') ? to : '/jobs',
      };
    }
    default:
      return { icon: BellOff, title: t('notificationList.generic'), detail: '', to: null };
  }
}

/** The bell's dropdown: latest notifications, each marked read when followed; mark all read. */
export default function NotificationsList() {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: LIVE_KEYS.notificationList,
    queryFn: ({ signal }) => api.get('/notifications', { signal }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: LIVE_KEYS.notifications });
  const markOne = useMutation({
    mutationFn: (id: string) => api.post('/notifications/{id}/read', { path: { id } }),
    onSettled: refresh,
  });
  const markAll = useMutation({
    mutationFn: () => api.post('/notifications/read-all'),
    onSettled: refresh,
  });
  const unread = list.data?.unreadCount ?? 0;

  return (
    <div className="flex max-h-[min(28rem,70dvh)] flex-col">
      <div className="flex items-center justify-between gap-2 px-3 pt-2">
        <DropdownMenuLabel className="px-0 text-sm text-slate-900">{t('notificationList.title')}</DropdownMenuLabel>
        {unread > 0 ? (
          <DropdownMenuItem
            className="min-h-8 px-2 text-xs font-semibold text-brand-800"
            onSelect={(event) => {
              event.preventDefault(); // keep the list open to show the result
              markAll.mutate();
            }}
          >
            <CheckCheck aria-hidden="true" />
            {t('notificationList.markAllRead')}
          </DropdownMenuItem>
        ) : null}
      </div>
      <DropdownMenuSeparator className="mx-0 mb-0" />
      <div className="overflow-y-auto p-1.5">
        {list.isPending ? (
          <div className="space-y-2 p-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : list.isError ? (
          <p className="px-3 py-6 text-center text-sm text-slate-600">{t('notificationList.loadFailed')}</p>
        ) : list.data.items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-slate-600">{t('notificationList.empty')}</p>
        ) : (
          list.data.items.map((item) => {
            const { icon: Icon, title, detail, to } = describeNotification(item, t, language);
            const isUnread = item.readAt === null;
            const body = (
              <>
                <Icon aria-hidden="true" className="mt-0.5 self-start" />
                <span className="min-w-0 flex-1 py-2">
                  <span className={cn('block text-sm', isUnread ? 'font-semibold text-slate-900' : 'text-slate-700')}>
                    {isUnread ? <span className="sr-only">{t('notificationList.unread')}: </span> : null}
                    {title}
                  </span>
                  {detail ? <span className="block truncate text-xs text-slate-600">{detail}</span> : null}
                  <time dateTime={item.createdAt} className="mt-0.5 block text-xs text-slate-500">
                    {formatDateTime(item.createdAt, language)}
                  </time>
                </span>
                {isUnread ? (
                  <span aria-hidden="true" className="mt-3 size-2 self-start rounded-full bg-brand-600" />
                ) : null}
              </>
            );
            const markRead = () => {
              if (isUnread) markOne.mutate(item.id);
            };
            return to ? (
              <DropdownMenuItem key={item.id} asChild onSelect={markRead}>
                <Link to={to}>{body}</Link>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem key={item.id} onSelect={markRead}>
                {body}
              </DropdownMenuItem>
            );
          })
        )}
      </div>
    </div>
  );
}
