import { useLayoutEffect } from 'react';

/**
 * Takes down the prerendered copy of the page, if the server sent one, once the app has drawn the
 * page beneath it. Rendered beside the page inside the page frame's Suspense boundary, it commits
 * with the page (never with the loading skeleton), so the layer goes before that first paint and
 * the swap moves nothing on screen.
 */
export function PrerenderedLayerRemover() {
  useLayoutEffect(() => {
    // PRERENDERED_ID in src/server/features/public/prerendered.ts
    document.getElementById('prerendered')?.remove();
  }, []);
  return null;
}
