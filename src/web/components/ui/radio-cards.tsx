import type { ComponentProps } from 'react';
import { RadioGroup } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

/** A radio group of cards (role="radiogroup"; arrow keys move and select, Space selects). */
export function RadioCardGroup({ className, ...props }: ComponentProps<typeof RadioGroup.Root>) {
  return <RadioGroup.Root className={cn('grid gap-3', className)} {...props} />;
}

export function RadioCard({ className, children, ...props }: ComponentProps<typeof RadioGroup.Item>) {
  return (
    <RadioGroup.Item
      className={cn(
        'group relative flex w-full items-start gap-4 rounded-xl border-2 border-slate-200 bg-white p-4 pr-12 text-left transition-colors',
        'hover:border-brand-300 hover:bg-brand-50/40',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      {children}
      <span
        aria-hidden="true"
        className="absolute top-4 right-4 inline-flex size-5 items-center justify-center rounded-full border-2 border-slate-300 group-data-[state=checked]:border-brand-600"
      >
        <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-600" />
      </span>
    </RadioGroup.Item>
  );
}
