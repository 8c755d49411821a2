import { useState } from 'react';
import { Languages } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { setLanguage } from '#web/lib/i18n.ts';

/** Switches between English and नेपाली; the button names the language it switches to. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, language } = useTranslation();
  const [busy, setBusy] = useState(false);
  const target = language === 'ne' ? 'en' : 'ne';

  async function switchLanguage() {
    setBusy(true);
    try {
      await setLanguage(target);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void switchLanguage()}
      disabled={busy}
      title={t('language.change')}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 text-sm font-medium text-slate-700',
        'hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 disabled:opacity-60',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span lang={target}>{t(`language.${target}`)}</span>
    </button>
  );
}
