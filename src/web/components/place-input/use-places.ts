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

/** The dataset, or null until it has loaded. */
export function usePlaces(): Places | null {
  const [loaded, setLoaded] = useState(places);
  useEffect(() => {
    if (!loaded) void loadPlaces().then(setLoaded);
  }, [loaded]);
  return loaded;
}
