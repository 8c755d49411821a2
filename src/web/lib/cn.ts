/** Joins class names, skipping falsy parts (a small stand-in for clsx; no tailwind-merge). */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
