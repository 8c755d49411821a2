import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A course's or program's key skills as small chips under a label (hidden on cards). */
export function KeySkills({ skills, label, compact }: { skills: string[]; label: ReactNode; compact?: boolean }) {
  if (skills.length === 0) return null;
  return (
    <div>
      {label}
      <ul className={cn('flex flex-wrap gap-1.5', !compact && 'mt-2')}>
        {skills.map((skill) => (
          <li
            key={skill}
            className={cn(
              'rounded-md border border-slate-200 px-2 py-0.5 text-slate-700',
              compact ? 'text-xs' : 'text-sm',
            )}
          >
            {skill}
          </li>
        ))}
      </ul>
    </div>
  );
}
