import { useTranslation } from '#web/lib/use-translation.ts';
import { PageHeader } from '#web/components/layout/page-header.tsx';

/** /about — heading and introduction; the full page is built in its own issue. */
export function Component() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.about.title')} intro={t('pages.about.intro')} />;
}
