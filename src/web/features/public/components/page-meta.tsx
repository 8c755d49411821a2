import { useEffect, useLayoutEffect } from 'react';
import { PageTitle } from '#web/components/layout/page-title.tsx';

const META_SELECTORS = {
  description: 'meta[name="description"]',
  ogTitle: 'meta[property="og:title"]',
  ogDescription: 'meta[property="og:description"]',
  ogUrl: 'meta[property="og:url"]',
} as const;

function setMeta(selector: string, content: string): () => void {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) return () => undefined;
  const previous = element.content;
  element.content = content;
  return () => {
    element.content = previous;
  };
}

/**
 * The page's title, and its description in index.html's meta tags (updated in place, not added:
 * a second description tag would confuse crawlers). Leaving the page puts the defaults back.
 */
export function PageMeta({ title, description }: { title?: string; description: string }) {
  // The server sent this page prerendered in a layer over the app (features/public/prerendered.ts);
  // the app has now drawn the same page beneath it, so the layer goes before the next paint.
  useLayoutEffect(() => {
    document.getElementById('prerendered')?.remove();
  }, []);
  useEffect(() => {
    const restore = [
      setMeta(META_SELECTORS.description, description),
      setMeta(META_SELECTORS.ogDescription, description),
      setMeta(META_SELECTORS.ogTitle, title ?? document.title),
      setMeta(META_SELECTORS.ogUrl, window.location.origin + window.location.pathname),
    ];
    return () => restore.forEach((undo) => undo());
  }, [title, description]);
  return <PageTitle title={title} />;
}
