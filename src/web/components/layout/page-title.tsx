import { useTranslation } from '#web/lib/use-translation.ts';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const brand = t('shell.brand');
  return <title>{title ? `${title} · ${brand}` : `${brand} — ${t('shell.tagline')}`}</title>;
}
