import { useState } from 'react';
import { LocateFixed, MapPin } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { usePlaces } from '#web/components/place-input/use-places.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { localDigits } from '#contract/format/numbers.ts';
import { latinDigits } from '#contract/typed-digits.ts';
import { MapBox } from './map-box.tsx';

// Where a service's map points, without typing coordinates: the phone's own location, or the centre
// of the municipality picked above (the places dataset's centroids, loaded with the first use).
// The typed latitude and longitude stay for fine tuning; the map below shows what was set.

/** Nepal's extent with a margin: a point outside it is most likely a mistake (a phone abroad, a swap). */
const NEPAL = { minLat: 26.2, maxLat: 30.6, minLng: 79.9, maxLng: 88.3 };

type Status = 'idle' | 'locating' | 'denied' | 'unavailable';

function loadCentroids(): Promise<Record<string, number[]>> {
  return import('#contract/locations/local-level-centroids.json').then((module) => module.default.centroids);
}

export function ServiceCoordinates({
  lat,
  lng,
  localLevelId,
  onChange,
}: {
  lat: string;
  lng: string;
  localLevelId: string;
  onChange: (lat: string, lng: string) => void;
}) {
  const { t, language } = useTranslation();
  const places = usePlaces(Boolean(localLevelId));
  const [status, setStatus] = useState<Status>('idle');
  // as the reader types digits: Devanagari on a Nepali page (the form accepts both)
  const typed = (value: number) => localDigits(value.toFixed(5), language);
  const level = localLevelId ? places?.findLocalLevel(localLevelId) : undefined;
  const point = [Number(latinDigits(lat)), Number(latinDigits(lng))] as const;
  const shown = lat.trim() !== '' && lng.trim() !== '' && point.every(Number.isFinite) ? point : null;
  const outside =
    shown !== null &&
    (shown[0] < NEPAL.minLat || shown[0] > NEPAL.maxLat || shown[1] < NEPAL.minLng || shown[1] > NEPAL.maxLng);

  function locateDevice() {
    if (!('geolocation' in navigator)) return setStatus('unavailable');
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle');
        onChange(typed(position.coords.latitude), typed(position.coords.longitude));
      },
      (failure) => setStatus(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  async function takeCentre() {
    const centre = (await loadCentroids())[localLevelId];
    if (centre?.length === 2) onChange(typed(centre[0]!), typed(centre[1]!));
  }

  const message =
    status === 'locating'
      ? t('services.form.locating')
      : status === 'denied'
        ? t('services.form.locationDenied')
        : status === 'unavailable'
          ? t('services.form.locationUnavailable')
          : outside
            ? t('services.form.locationOutsideNepal')
            : '';

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={locateDevice} disabled={status === 'locating'}>
          <LocateFixed aria-hidden="true" />
          {t('services.form.useMyLocation')}
        </Button>
        {level ? (
          <Button type="button" variant="outline" onClick={() => void takeCentre()}>
            <MapPin aria-hidden="true" />
            {t('services.form.usePlaceCentre', { place: level[language] })}
          </Button>
        ) : null}
      </div>
      <p role="status" className={message ? 'text-sm text-amber-800' : 'sr-only'}>
        {message}
      </p>
      {shown ? <MapBox lat={shown[0]} lng={shown[1]} label={t('services.form.mapPreview')} /> : null}
    </div>
  );
}
