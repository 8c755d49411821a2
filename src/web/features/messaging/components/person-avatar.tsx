import { useState } from 'react';
import type { Participant } from '#contract/messaging.ts';
import { cn } from '#web/lib/cn.ts';
import { identiconOf } from '../lib/identicon.ts';

/** The person's uploaded picture, or a pattern drawn from their id. Decorative: name the control around it. */
export function PersonAvatar({ person, className }: { person: Participant; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const classes = cn('inline-flex size-10 shrink-0 overflow-hidden rounded-full', className);
  if (person.avatarUrl && failedUrl !== person.avatarUrl) {
    return (
      <span aria-hidden="true" className={classes}>
        <img
          src={person.avatarUrl}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(person.avatarUrl)}
        />
      </span>
    );
  }
  const { hue, cells } = identiconOf(person.id);
  return (
    <span aria-hidden="true" className={classes} style={{ backgroundColor: `hsl(${hue} 60% 93%)` }}>
      <svg viewBox="-1 -1 7 7" className="size-full" shapeRendering="crispEdges">
        {cells.map(([column, row]) => (
          <rect key={`${column}-${row}`} x={column} y={row} width="1" height="1" fill={`hsl(${hue} 55% 42%)`} />
        ))}
      </svg>
    </span>
  );
}
