import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import type { Me } from '#contract/api.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';

const loadSheet = () => import('./mobile-menu-sheet.tsx');
const MobileMenuSheet = lazy(loadSheet);

/**
 * Hamburger below the lg breakpoint: narrower, the header's links wrap (in Nepali above all). The
 * sheet's code loads when it is first wanted.
 */
export function MobileMenu({ me, className }: { me: Me | null; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={t('shell.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          className,
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet me={me} open={open} onOpenChange={setOpen} onClosed={() => triggerRef.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
