import type { HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A grey placeholder block; give it the size of what will appear. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}
