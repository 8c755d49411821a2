import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ReportButton } from '#web/components/moderation/report-button.tsx';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MessageSquare, PlayCircle } from 'lucide-react';
import type { ProfessionalDetail, Service } from '#contract/services.ts';
import { hasLocation } from '#contract/services-rules.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useMe } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { Button } from '#web/components/ui/button.tsx';
import { startQuote } from '../api/services-api.ts';
import { quoteMessagePath } from '../lib/directory-state.ts';
import { MapBox } from './map-box.tsx';
import { PlaceText, WrittenText } from '#web/components/written-text.tsx';

/** `extra`: what the route adds above Request a quote (booking a time). */
export function ServiceCard({
  service,
  professional,
  extra,
}: {
  service: Service;
  professional: ProfessionalDetail;
  extra?: ReactNode;
}) {
  const { t, language } = useTranslation();
  const title = language === 'ne' && service.titleNe ? service.titleNe : service.title;
  const description = language === 'ne' && service.descriptionNe ? service.descriptionNe : service.description;
  return (
    // the address a credential for this service names as its evidence (decision 055)
    <article id={`service-${service.id}`} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium">
              {optionLabel(t, 'serviceFormats', service.format)}
            </span>
            <WrittenText text={service.duration} />
            {service.location ? (
              <span>
                <PlaceText text={service.location} ne={service.locationNe} />
              </span>
            ) : null}
          </p>
        </div>
        <p className="text-lg font-bold text-slate-900">{formatMoney(service.price, language)}</p>
      </div>
      <p className="mt-2 text-slate-800">{description}</p>
      <div className="mt-1 flex justify-end">
        <ReportButton itemKind="service" itemId={service.id} ownerId={professional.id} compact />
      </div>
      {service.skillsGained.length ? (
        <div className="mt-2 text-sm">
          <span className="font-medium text-slate-800">{t('services.skillsGained')}: </span>
          <span className="text-slate-700">{service.skillsGained.join(', ')}</span>
        </div>
      ) : null}
      {hasLocation(service.format) && service.locationLat !== null && service.locationLng !== null ? (
        <div className="mt-3">
          <MapBox lat={service.locationLat} lng={service.locationLng} label={service.location ?? title} />
        </div>
      ) : null}
      {service.videos.length ? <VideoList service={service} /> : null}
      {extra}
      <div className="mt-4">
        <QuoteButton professional={professional} service={service} />
      </div>
    </article>
  );
}

function VideoList({ service }: { service: Service }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-900">
        {t('services.lessons', { count: service.videos.length })}
      </h4>
      {!service.canWatch ? <p className="text-sm text-slate-600">{t('services.lessonsLocked')}</p> : null}
      <ol className="mt-2 space-y-2">
        {service.videos.map((video) => (
          <li key={video.id} className="rounded-lg bg-slate-50 p-2 text-sm text-slate-800">
            {service.canWatch ? (
              <>
                <button
                  type="button"
                  onClick={() => setPlaying(playing === video.id ? null : video.id)}
                  className="inline-flex items-center gap-2 font-medium text-brand-800 hover:underline"
                  aria-expanded={playing === video.id}
                >
                  <PlayCircle aria-hidden="true" className="size-4" />
                  {video.title}
                </button>
                {playing === video.id ? (
                  <video controls preload="metadata" src={video.streamUrl} className="mt-2 w-full rounded-lg bg-black">
                    <track kind="captions" />
                  </video>
                ) : null}
              </>
            ) : (
              <span className="inline-flex items-center gap-2">
                <PlayCircle aria-hidden="true" className="size-4 text-slate-400" />
                {video.title}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Request a quote: signed out → /auth and back here (the quote starts on return); signed in → the
 * conversation with the professional is found or created and /messages opens with the draft, in
 * the page's language; sending it records the enquiry.
 */
function QuoteButton({ professional, service }: { professional: ProfessionalDetail; service: Service }) {
  const { t, language } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const serviceTitle = language === 'ne' && service.titleNe ? service.titleNe : service.title;
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const isOwn = me.data?.user.id === professional.id;

  async function requestQuote() {
    if (!professional.id) {
      toast.error(t('professionals.idMissing'));
      return;
    }
    if (!me.data) {
      const back = new URLSearchParams(location.search);
      back.set('quote', service.id);
      void navigate(`/auth?next=${encodeURIComponent(`${location.pathname}?${back.toString()}`)}`);
      return;
    }
    setBusy(true);
    try {
      const conversationId = await startQuote(professional.id);
      // the page's language names the service (and the professional) as the page did
      const message = t('professionals.quoteMessage', { name: professional.fullName, service: serviceTitle });
      void navigate(quoteMessagePath(conversationId, message, service.id));
    } catch (failure) {
      // the server's reason shows (verify your e-mail first, too many conversations), else a generic one
      showErrorToast(failure, { titleKey: 'professionals.startConversationFailed' });
      setBusy(false);
    }
  }

  // back from /auth with ?quote=<this service>: carry on with the request once
  useEffect(() => {
    if (started.current || params.get('quote') !== service.id || !me.data || isOwn) return;
    started.current = true;
    const next = new URLSearchParams(params);
    next.delete('quote');
    setParams(next, { replace: true });
    void requestQuote();
    // requestQuote reads the latest state; this runs once per arrival
  }, [me.data, params]);

  if (isOwn) return null;
  return (
    <Button
      onClick={() => void requestQuote()}
      disabled={busy || me.isPending}
      aria-label={t('professionals.requestQuoteFor', { service: serviceTitle })}
    >
      <MessageSquare aria-hidden="true" />
      {t('professionals.requestQuote')}
    </Button>
  );
}
