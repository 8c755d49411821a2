import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs',
        'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
        'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/40',
        className,
      )}
      {...props}
    />
  );
}
