import { mapEmbedUrl } from '#contract/services-rules.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/** OpenStreetMap embed of the ±0.01° box around a service's coordinates (decisions.md §12). */
export function MapBox({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      title={t('services.mapTitle', { place: label })}
      src={mapEmbedUrl(lat, lng)}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="h-48 w-full rounded-xl border border-slate-200"
    />
  );
}
