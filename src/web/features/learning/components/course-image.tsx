import { COURSE_CATEGORIES } from '#contract/lists.ts';
import { labelSlug } from '#contract/list-labels.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * One illustration per course category (src/web/assets/illustrations/<slug>.svg: one style,
 * ~500 bytes each), built into the page's code and drawn inline: no request on a slow connection,
 * and an inline drawing is never the page's largest contentful paint, which an <img> arriving
 * after the list's data would be.
 */
const ILLUSTRATIONS = import.meta.glob<string>('../../../assets/illustrations/*.svg', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The illustration's markup for a category; a program's category is its type, also in the list. */
export function illustrationOf(category: string): string {
  const known = COURSE_CATEGORIES.find((candidate) => candidate === category) ?? 'Standalone Course';
  return ILLUSTRATIONS[`../../../assets/illustrations/${labelSlug(known)}.svg`] ?? '';
}

interface CourseImageProps {
  imageUrl: string | null;
  category: string;
  className?: string;
}

/** A course or program picture, or its category's illustration when there is none. Decorative. */
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
  return (
    <div
      aria-hidden="true"
      className={cn('aspect-[16/9] w-full overflow-hidden bg-slate-100 [&>svg]:size-full', className)}
      // our own files from the build, never user input
      dangerouslySetInnerHTML={{ __html: illustrationOf(category) }}
    />
  );
}
