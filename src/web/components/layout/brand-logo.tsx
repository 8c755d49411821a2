import { Link } from 'react-router';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';

/** The Sipalu mark: an "S" with a saffron spark. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0f6a5a" />
      <path
        d="M21.5 10.5c-1.3-1.4-3.2-2.2-5.4-2.2-3.4 0-5.8 1.9-5.8 4.6 0 2.6 2 3.6 5 4.3 2.3.5 3.1 1 3.1 2 0 1.1-1.1 1.8-2.8 1.8-1.8 0-3.3-.7-4.4-1.9l-2 2.3c1.5 1.6 3.8 2.5 6.3 2.5 3.7 0 6.1-1.9 6.1-4.9 0-2.6-1.8-3.7-5-4.4-2.3-.5-3.1-.9-3.1-1.8 0-.9.9-1.5 2.4-1.5 1.4 0 2.6.5 3.6 1.5z"
        fill="#fff"
      />
      <circle cx="24" cy="8" r="2.5" fill="#f58a0b" />
    </svg>
  );
}

/**
 * Brand link to the home page: "Sipalu" with "सिपालु" beside it (swapped in Nepali). Its name is its
 * visible words, then "home page" for screen readers (WCAG 2.5.3: a voice-control user says what they see).
 */
export function BrandLink({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={cn('inline-flex shrink-0 items-center gap-2 rounded-lg', className)}>
      <BrandMark />
      <span className="flex flex-col leading-none">
        <span className={cn('text-lg font-bold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}>
          {t('shell.brand')}
        </span>
        <span className={cn('mt-0.5 text-xs', inverted ? 'text-brand-200' : 'text-slate-600')}>
          {t('shell.brandAlt')}
        </span>
      </span>
      <span className="sr-only"> {t('shell.homeLink')}</span>
    </Link>
  );
}
