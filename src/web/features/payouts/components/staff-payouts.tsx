import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, Wallet } from 'lucide-react';
import type { PayoutBalance } from '#contract/payouts.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { fetchBalances, payoutKeys } from '../api/payouts-api.ts';
import { PayoutDialog } from './payout-dialog.tsx';

/** /staff/payouts: professionals with money available, a payout to record for each, and the list as CSV. */
export function StaffPayouts() {
  const { t } = useTranslation();
  const list = useInfiniteQuery({
    queryKey: payoutKeys.balances,
    queryFn: ({ pageParam, signal }) => fetchBalances(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const open = items.find((item) => item.professionalId === openId);
  return (
    <section aria-labelledby="staff-payouts-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="staff-payouts-title" className="text-lg font-semibold text-slate-900">
          {t('staff.tabs.payouts')}
        </h2>
        <a href="/api/staff/payouts.csv" download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          {t('payouts.staff.export')}
        </a>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('payouts.staff.intro')}</p>
      <QueryView
        query={list}
        failedKey="payouts.staff.loadFailed"
        loading={
          <LoadingStatus className="mt-4 space-y-3">
            <Skeleton className="h-20 w-full rounded-xl" />
            <Skeleton className="h-20 w-full rounded-xl" />
          </LoadingStatus>
        }
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={<EmptyCard icon={Wallet} title={t('staff.tabs.payouts')} description={t('payouts.staff.empty')} />}
      >
        {() => (
          <>
            <Card className="mt-4 overflow-hidden">
              <ul className="divide-y divide-slate-200">
                {items.map((item) => (
                  <li key={item.professionalId}>
                    <BalanceRow item={item} onRecord={() => setOpenId(item.professionalId)} />
                  </li>
                ))}
              </ul>
            </Card>
            {list.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                  {list.isFetchingNextPage ? <Spinner /> : null}
                  {t('payouts.staff.more')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryView>
      {open ? <PayoutDialog balance={open} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}

function BalanceRow({ item, onRecord }: { item: PayoutBalance; onRecord: () => void }) {
  const { t, language } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="payout-balance">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{item.name || t('payouts.staff.noName')}</p>
        <p className="text-sm break-all text-slate-600">{item.email || item.professionalId}</p>
        <p className="text-sm font-medium text-slate-900" data-testid="payout-available">
          {t('payouts.staff.available', { amount: formatMoney(item.availablePaisa / 100, language) })}
        </p>
      </div>
      <Button onClick={onRecord}>{t('payouts.staff.record')}</Button>
    </div>
  );
}
