import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}

/** "Load more" under a keyset-paged list; nothing once the last page is shown. */
export function LoadMore({ hasMore, loading, onLoad }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={onLoad} disabled={loading} aria-busy={loading || undefined}>
        {loading ? <Spinner /> : null}
        {t('staff.loadMore')}
      </Button>
    </div>
  );
}
