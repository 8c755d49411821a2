import type { LedgerPostingView } from '#contract/payment-disputes.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/** The ledger's postings of a booking or a program payment, oldest first, each with its entries. */
export function LedgerPostings({ postings }: { postings: LedgerPostingView[] }) {
  const { t, language } = useTranslation();
  const money = (paisa: number) => formatMoney(paisa / 100, language);
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{t('payments.staff.postings')}</h3>
      {postings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('payments.staff.postingsEmpty')}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {postings.map((posting) => (
            <li
              key={posting.key}
              className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
              data-testid="ledger-posting"
              data-kind={posting.kind}
            >
              <p className="font-medium text-slate-900">
                {t(`payments.staff.kind.${posting.kind}`)} · {formatDateTime(posting.createdAt, language)}
              </p>
              {posting.note ? <p className="break-words text-slate-600">{posting.note}</p> : null}
              <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
                {posting.entries.map((entry) => (
                  <div key={entry.account} className="contents">
                    <dt className="text-slate-700">{t(`payments.staff.account.${entry.account}`)}</dt>
                    <dd className="text-right font-mono text-slate-900 tabular-nums">{money(entry.amountPaisa)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
