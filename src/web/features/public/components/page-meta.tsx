import { useEffect } from 'react';
import { PageTitle } from '#web/components/layout/page-title.tsx';

/**
 * The page's title, and its description in index.html's meta tags (updated in place, not added:
 * a second description tag would confuse crawlers). Leaving the page puts the defaults back.
 */
export function PageMeta({ title, description }: { title?: string; description: string }) {
  useEffect(() => {
    const restore = (
      [
        ['name="description"', description],
        ['property="og:description"', description],
        ['property="og:title"', title ?? document.title],
        ['property="og:url"', window.location.origin + window.location.pathname],
      ] as const
    ).map(([attribute, content]) => {
      const element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}]`);
      const previous = element?.content ?? '';
      if (element) element.content = content;
      return () => {
        if (element) element.content = previous;
      };
    });
    return () => restore.forEach((undo) => undo());
  }, [title, description]);
  return <PageTitle title={title} />;
}
