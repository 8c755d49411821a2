import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppToaster } from './components/ui/toaster.tsx';
import { AppRoutes } from './app/router.tsx';
import { isStaleChunk } from './app/route-error.tsx';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { seedFirstScreenData } from './lib/first-screen-data.ts';
import { prefetchToastsOnFirstInteraction } from './lib/toast.ts';

// Zod tries `new Function('')` on its first parse to see whether it may compile parsers; the CSP
// forbids eval, and the browser reports the refused try as a violation (a console issue on every
// page with a form or filters). Zod reads this setting when its lazy chunk loads, before that try.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const queryClient = createQueryClient();
seedFirstScreenData(queryClient, document);
prefetchToastsOnFirstInteraction(window);

// The app shell and the public pages open offline (src/web/public/sw.js); not in development,
// where Vite serves changing files that must never come from a cache.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

/**
 * Resolves once the server's copy of the page (if it sent one) has been painted: the app's first
 * render then does not hold that paint back on a slow phone (rAF runs before a paint, a task queued
 * from it after).
 */
function afterServerCopyIsPainted(): Promise<void> {
  if (!document.getElementById('prerendered')) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// Texts first, so the first paint is already in the chosen language.
void Promise.all([initI18n(), afterServerCopyIsPainted()]).then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container, {
    // A page error shows RouteError; a stale chunk after a deploy is expected, not worth a log line.
    onCaughtError: (error, info) => {
      if (!isStaleChunk(error)) console.error(error, info.componentStack);
    },
  });
  // The first render as a transition: React renders in slices and lets the phone answer taps in
  // between, instead of one long task. Public pages are on screen already (the prerendered layer).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <AppToaster />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});
