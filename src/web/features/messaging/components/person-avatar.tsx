import { useState } from 'react';
import type { Participant } from '#contract/messaging.ts';
import { cn } from '#web/lib/cn.ts';
import { avatarImageProps } from '#web/components/ui/avatar.tsx';
import { identiconOf } from '../lib/identicon.ts';

/**
 * The person's uploaded picture, or a pattern drawn from their id. A deleted account (`person`
 * null) has neither: its pattern is drawn in grey from `deletedSeed` (the conversation), so two
 * conversations with deleted accounts still look apart. Decorative: name the control around it.
 */
export function PersonAvatar({
  person,
  deletedSeed,
  className,
}: {
  person: Participant | null;
  deletedSeed: string;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const classes = cn('inline-flex size-10 shrink-0 overflow-hidden rounded-full', className);
  if (person?.avatarUrl && failedUrl !== person.avatarUrl) {
    return (
      <span aria-hidden="true" className={classes}>
        <img
          {...avatarImageProps(person.avatarUrl, classes)}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(person.avatarUrl)}
        />
      </span>
    );
  }
  const { hue, cells } = identiconOf(person?.id ?? deletedSeed);
  const [background, fill] = person ? [`hsl(${hue} 60% 93%)`, `hsl(${hue} 55% 42%)`] : ['#f1f5f9', '#94a3b8'];
  return (
    <span aria-hidden="true" className={classes} style={{ backgroundColor: background }}>
      <svg viewBox="-1 -1 7 7" className="size-full" shapeRendering="crispEdges">
        {cells.map(([column, row]) => (
          <rect key={`${column}-${row}`} x={column} y={row} width="1" height="1" fill={fill} />
        ))}
      </svg>
    </span>
  );
}
