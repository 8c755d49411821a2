import { Link, useLocation } from 'react-router';
import { Info } from 'lucide-react';
import type { ReviewGate } from '#contract/engagements.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

const GATE_KEYS = {
  signIn: 'professionals.reviewGate.signIn',
  own: 'professionals.reviewGate.own',
  verifyEmail: 'professionals.reviewGate.verifyEmail',
  noEngagement: 'professionals.reviewGate.noEngagement',
  reviewed: 'professionals.reviewGate.reviewed',
} as const;

/**
 * Why the reader cannot review this professional now, said before anyone writes a review
 * (docs/decisions/012): sign in, verify the e-mail, or wait until the professional marks the work.
 */
export function ReviewGateNotice({ gate }: { gate: ReviewGate }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (gate === 'open') return null;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <p
      role="note"
      className="mt-3 flex gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
      data-review-gate={gate}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        {t(GATE_KEYS[gate])}
        {gate === 'signIn' ? (
          <>
            {' '}
            <Link to={`/auth?next=${next}`} className="font-medium text-brand-700 underline">
              {t('professionals.reviewGate.signInLink')}
            </Link>
          </>
        ) : null}
      </span>
    </p>
  );
}
