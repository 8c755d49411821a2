// Uploaded profile pictures, as the server stores them (WebP) and the app shows them.

/** A picture is stored square at this size, */
export const AVATAR_SIZE = 512;
/** with a small copy beside it for headers, cards and lists. */
export const SMALL_AVATAR_SIZE = 128;
/** A program's cover is stored 16:9 at this size (the catalogue card's and program page's frame). */
export const PROGRAM_COVER_WIDTH = 1280;
export const PROGRAM_COVER_HEIGHT = 720;

// One naming rule for both copies of a picture: `<name>-512.webp` and `<name>-128.webp` side by
// side. Pictures uploaded before small copies existed are named `<name>.webp` and have none.
const LARGE_SUFFIX = `-${AVATAR_SIZE}.webp`;
const SMALL_SUFFIX = `-${SMALL_AVATAR_SIZE}.webp`;

/** The object keys of a new picture and of its small copy, from one base name (`avatars/<user>/<time>`). */
export function avatarKeys(base: string): { large: string; small: string } {
  return { large: base + LARGE_SUFFIX, small: base + SMALL_SUFFIX };
}

/** The URL of a picture's small copy, or null for a picture that has none (an older upload). */
export function smallAvatarUrl(url: string | null | undefined): string | null {
  return url?.endsWith(LARGE_SUFFIX) ? url.slice(0, -LARGE_SUFFIX.length) + SMALL_SUFFIX : null;
}
