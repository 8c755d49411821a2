import type { MessageKey } from '#contract/locales/message-key.ts';
import { BadgeCheck } from 'lucide-react';
import { formatMonth } from '#contract/format/dates.ts';
import { localDigits } from '#contract/format/numbers.ts';
import { badgeTexts } from '#contract/verification-badge.ts';
import type { VerificationBadge } from '#contract/verification.ts';
import { cn } from '#web/lib/cn.ts';
import type { Language, TranslateFunction } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/** What a badge says, in the reader's language: "NSTB Level 2 · Plumber · ID verified". */
export function badgeLabel(t: TranslateFunction, badge: VerificationBadge, language: Language = 'en'): string {
  return badgeTexts(badge)
    .map(({ key, values }) => {
      // "तह २", not "तह 2"
      const local =
        values &&
        Object.fromEntries(Object.entries(values).map(([name, value]) => [name, localDigits(value, language)]));
      return t(key as MessageKey, local);
    })
    .join(' · ');
}

/** "Verified Nov 2026 · Mangsir 2083": the month the badge was earned. */
export function verifiedOn(t: TranslateFunction, language: Language, badge: VerificationBadge): string {
  return t('lists.verificationBadge.verifiedOn', { date: formatMonth(badge.verifiedAt, language) });
}

interface VerificationBadgeProps {
  /** The badge; without one, a profile flagged verified shows plain "Verified". */
  badge: VerificationBadge | null | undefined;
  isVerified?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The verification badge of a card or a page: what was verified, and (as its tooltip and for
 * screen readers) when. Nothing for a profile that is not verified.
 */
export function VerificationBadgeChip({
  badge,
  isVerified = Boolean(badge),
  size = 'sm',
  className,
}: VerificationBadgeProps) {
  const { t, language } = useTranslation();
  if (!isVerified) return null;
  const label = badge ? badgeLabel(t, badge, language) : t('lists.verificationBadge.verified');
  const when = badge ? verifiedOn(t, language, badge) : undefined;
  return (
    <span
      title={when}
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800',
        size === 'sm' ? 'text-xs' : 'text-sm',
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className={size === 'sm' ? 'size-3.5 shrink-0' : 'size-4 shrink-0'} />
      <span>
        {label}
        {when ? <span className="sr-only">, {when}</span> : null}
      </span>
    </span>
  );
}
