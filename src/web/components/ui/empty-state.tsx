import type { ComponentType, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface EmptyStateProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description?: string;
  action?: ReactNode;
  /** Heading level of the title, to keep the page outline right. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

export function EmptyState({ icon: Icon, title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <div className={cn('flex flex-col items-center px-6 py-12 text-center', className)}>
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className={cn('font-semibold text-slate-900', headingLevel === 1 ? 'text-2xl sm:text-3xl' : 'text-lg')}>
        {title}
      </Heading>
      {description ? <p className="mt-2 max-w-sm text-sm text-slate-600">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
