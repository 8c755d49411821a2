import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';

/** One titled block of the security page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={id} role="region">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm text-slate-700">{children}</div>
    </Card>
  );
}
