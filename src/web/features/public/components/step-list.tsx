import type { ReactNode } from 'react';
import { BookOpen, Briefcase, Search, UserPlus, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * The four steps of spec §1, shared by the home page and /how-it-works (kept with the list: one
 * small file fewer on the home page's first load).
 */
export const HOW_STEPS = [
  { key: 'account', icon: UserPlus },
  { key: 'browse', icon: Search },
  { key: 'learn', icon: BookOpen },
  { key: 'career', icon: Briefcase },
] as const;

export interface Step {
  key: string;
  icon: LucideIcon;
  title: string;
  body: string;
  extra?: ReactNode;
}

/** Numbered steps: a grid of cards on wide screens, a column on phones. */
export function StepList({
  steps,
  stepLabelKey,
  className,
}: {
  steps: Step[];
  stepLabelKey: MessageKey;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ol className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {steps.map(({ key, icon: Icon, title, body, extra }, index) => (
        <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="text-sm font-semibold text-saffron-800">{t(stepLabelKey, { number: index + 1 })}</p>
            <h3 className="mt-0.5 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-slate-700">{body}</p>
            {extra}
          </div>
        </li>
      ))}
    </ol>
  );
}
