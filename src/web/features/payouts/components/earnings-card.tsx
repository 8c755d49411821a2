import { useId } from 'react';
import { Link } from 'react-router';
import { Wallet } from 'lucide-react';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

/** The professional dashboard's way to the earnings page (its figures load there, not here). */
export function EarningsCard() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Wallet aria-hidden="true" className="size-5 text-brand-700" />
        {t('payouts.earnings.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('payouts.earnings.heldHint')}</p>
      <div className="mt-3">
        <Link to="/earnings" className={buttonVariants({ variant: 'outline' })} data-testid="earnings-link">
          {t('payouts.earnings.link')}
        </Link>
      </div>
    </section>
  );
}
