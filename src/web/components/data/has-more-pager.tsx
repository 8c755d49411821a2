import { formatNumber } from '#contract/format/numbers.ts';
import { Pager } from '#web/components/ui/pager.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

/**
 * The pager of a list whose answer says only whether another page follows (bookings, staff
 * lookups): counting every match would cost a query per page, and "Page N" is all a reader needs.
 */
export function HasMorePager({
  page,
  hasMore,
  disabled,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  disabled: boolean;
  onPage: (page: number) => void;
}) {
  const { t, language } = useTranslation();
  return (
    <Pager
      page={page}
      pageCount={hasMore ? page + 1 : page}
      disabled={disabled}
      onPage={onPage}
      label={t('bookings.list.pager')}
      previousLabel={t('bookings.list.previous')}
      nextLabel={t('bookings.list.next')}
      position={t('bookings.list.position', { page: formatNumber(page, language) })}
    />
  );
}
