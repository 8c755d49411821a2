import { cn } from '#web/lib/cn.ts';
import { artworkOf, type Artwork } from '../lib/card-text.ts';

// Drawn, not downloaded: a course without a picture costs no request on a slow connection.
const PATHS: Record<Artwork, string> = {
  tools: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  code: 'M8 6 2 12l6 6M16 6l6 6-6 6M14 4l-4 16',
  leaf: 'M11 20A7 7 0 0 1 4 13c0-6 6-9 16-9 0 10-3 16-9 16zM4 21c3-6 7-9 12-11',
  heart: 'M12 20s-8-4.6-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.4-8 10-8 10z',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  cap: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5',
};

const TINTS: Record<Artwork, string> = {
  tools: 'from-amber-100 to-orange-200 text-orange-800',
  code: 'from-sky-100 to-indigo-200 text-indigo-800',
  leaf: 'from-lime-100 to-emerald-200 text-emerald-800',
  heart: 'from-rose-100 to-pink-200 text-rose-800',
  bolt: 'from-yellow-100 to-amber-200 text-amber-800',
  cap: 'from-brand-50 to-brand-100 text-brand-800',
};

interface CourseImageProps {
  imageUrl: string | null;
  category: string;
  className?: string;
}

/** A course or program picture, or a drawn one for its category when there is none. Decorative. */
export function CourseImage({ imageUrl, category, className }: CourseImageProps) {
  if (imageUrl) {
    return (
      <img
        // 16:9 like the frame, so the card keeps its height while the picture loads
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        src={imageUrl}
        alt=""
        className={cn('aspect-[16/9] w-full bg-slate-100 object-cover', className)}
      />
    );
  }
  const artwork = artworkOf(category);
  return (
    <div
      aria-hidden="true"
      data-artwork={artwork}
      className={cn(
        'flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br',
        TINTS[artwork],
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-16 opacity-80"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[artwork]} />
      </svg>
    </div>
  );
}
