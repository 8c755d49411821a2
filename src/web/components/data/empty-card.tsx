import type { ComponentProps } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

/** A dashboard list with nothing in it yet: the empty state in a card, titled at level 3. */
export function EmptyCard(props: Omit<ComponentProps<typeof EmptyState>, 'headingLevel' | 'className'>) {
  return (
    <Card className="mt-4">
      <EmptyState headingLevel={3} {...props} />
    </Card>
  );
}
