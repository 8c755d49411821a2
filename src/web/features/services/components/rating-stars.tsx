import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** Five stars filled to the rounded rating; decorative, the text next to it says the number. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span aria-hidden="true" className={cn('inline-flex', className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          className={cn('size-4', index < filled ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
        />
      ))}
    </span>
  );
}
