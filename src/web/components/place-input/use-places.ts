import { useEffect, useState } from 'react';
import type * as NepalLocations from '#contract/locations/nepal-locations.ts';

// Nepal's provinces, districts and local levels (about 20 KB gzip) load with the first picker or
// filter that needs them, never with the first page (decision 026).

export type Places = typeof NepalLocations;

let places: Places | null = null;
let loading: Promise<Places> | null = null;

/** Starts loading the dataset (once); a form calls it on focus so the pickers open filled. */
export function loadPlaces(): Promise<Places> {
  loading ??= import('#contract/locations/nepal-locations.ts').then((module) => (places = module));
  return loading;
}

/** The dataset, or null until it has loaded (`wanted`: false does not start loading it). */
export function usePlaces(wanted = true): Places | null {
  const [loaded, setLoaded] = useState(places);
  useEffect(() => {
    if (wanted && !loaded) void loadPlaces().then(setLoaded);
  }, [wanted, loaded]);
  return loaded;
}

/**
 * A province's, district's or municipality's name in the page's language once the dataset has
 * loaded (a filter chip), else its id; `usePlaces` in the caller re-renders it when it arrives.
 */
export function placeNameOf(id: string, language: 'en' | 'ne'): string {
  if (!places) return id;
  const level = places.findLocalLevel(id);
  if (level) return places.localLevelName(level, language);
  return (places.findDistrict(id) ?? places.findProvince(id))?.[language] ?? id;
}
