import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, Check, Undo2, X } from 'lucide-react';
import type { Offer, OfferAction, OfferStatus } from '#contract/booking-offers.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { cn } from '#web/lib/cn.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { placeNameOf, usePlaces } from '#web/components/place-input/use-places.ts';
import { Button, type ButtonVariant } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useOfferAction } from '../api/use-offer-action.ts';
import { bookingWhen } from '../lib/nepal-slots.ts';

const TONES: Record<OfferStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
  taken: 'bg-red-100 text-red-900',
};

const BUTTONS: Record<OfferAction, { icon: typeof Check; variant: ButtonVariant }> = {
  accept: { icon: Check, variant: 'default' },
  decline: { icon: X, variant: 'outline' },
  withdraw: { icon: Undo2, variant: 'outline' },
};

/**
 * An offer in the thread, as both people see it: the service, when (BS and AD, Nepal's clock),
 * where, the price and its status; the buttons the reader may use now (the server's `actions`),
 * and the booking's link once accepted.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const { t, language } = useTranslation();
  const headingId = useId();
  const act = useOfferAction(offer.conversationId, offer.id);
  const mine = offer.viewerRole === 'professional';
  const title = (language === 'ne' && offer.serviceTitleNe) || offer.serviceTitle;

  async function run(action: OfferAction) {
    try {
      await act.mutateAsync(action);
      toast.success(t(`bookings.offers.card.done.${action}`));
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'bookings.offers.card.failed' });
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      data-testid="offer-card"
      data-status={offer.status}
      className={cn(
        'w-full max-w-[92%] rounded-2xl border bg-white p-3.5 shadow-xs sm:max-w-[75%]',
        mine ? 'border-brand-200' : 'border-amber-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-600">
            {t('bookings.offers.card.from', { name: offer.professional.name })}
          </p>
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {t('bookings.offers.card.label', { service: title })}
          </h3>
        </div>
        <span
          className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[offer.status])}
          data-status={offer.status}
        >
          {t(`bookings.offers.status.${offer.status}`)}
        </span>
      </div>
      <dl className="mt-2 space-y-1.5 text-sm">
        <Row label={t('bookings.offers.card.when')}>{bookingWhen(offer, language)}</Row>
        <Row label={t('bookings.offers.card.where')}>
          <Where offer={offer} />
        </Row>
        <Row label={t('bookings.offers.card.price')}>
          {t('bookings.offers.card.payAtJob', { price: formatMoney(offer.pricePaisa / 100, language) })}
        </Row>
      </dl>
      {mine && offer.status === 'open' ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('bookings.offers.card.waitingClient', { name: offer.client.name })}
        </p>
      ) : null}
      {offer.actions.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {offer.actions.map((action) => {
            const { icon: Icon, variant } = BUTTONS[action];
            return (
              <Button key={action} variant={variant} disabled={act.isPending} onClick={() => void run(action)}>
                {act.isPending && act.variables === action ? <Spinner /> : <Icon aria-hidden="true" />}
                {t(`bookings.offers.card.${action}`)}
              </Button>
            );
          })}
        </div>
      ) : null}
      {offer.bookingId ? (
        <Link
          to={`/bookings/${encodeURIComponent(offer.bookingId)}`}
          className="mt-3 inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-brand-700 underline"
        >
          <CalendarCheck aria-hidden="true" className="size-4" />
          {t('bookings.offers.card.viewBooking')}
        </Link>
      ) : null}
    </article>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The address and, once the dataset loads, the municipality and district in the page's language. */
function Where({ offer }: { offer: Offer }) {
  const { t, language } = useTranslation();
  usePlaces(Boolean(offer.localLevelId || offer.districtId));
  if (offer.format === 'online') return <>{t('bookings.offers.card.online')}</>;
  const place = [offer.localLevelId, offer.districtId]
    .filter((id): id is string => Boolean(id))
    .map((id) => placeNameOf(id, language));
  return <>{[offer.address, ...place].filter(Boolean).join(', ') || '—'}</>;
}
