import { COURSE_CATEGORIES } from '#contract/lists.ts';
import { labelSlug } from '#contract/list-labels.ts';
import { cn } from '#web/lib/cn.ts';

interface CourseImageProps {
  imageUrl: string | null;
  category: string;
  className?: string;
}

/**
 * The illustration of a category (src/web/public/illustrations/<slug>.svg: one per course
 * category, one style, ~500 bytes each); a program's category is its type, also in the list.
 */
export function illustrationOf(category: string): string {
  const known = COURSE_CATEGORIES.find((candidate) => candidate === category) ?? 'Standalone Course';
  return `/illustrations/${labelSlug(known)}.svg`;
}

/** A course or program picture, or its category's illustration when there is none. Decorative. */
export function CourseImage({ imageUrl, category, className }: CourseImageProps) {
  return (
    <img
      // 16:9 like the frame, so the card keeps its height while the picture loads
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      src={imageUrl ?? illustrationOf(category)}
      alt=""
      className={cn('aspect-[16/9] w-full bg-slate-100 object-cover', className)}
    />
  );
}
