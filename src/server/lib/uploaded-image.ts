import sharp, { type Metadata } from 'sharp';
import { AppError } from '#server/lib/app-error.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { ObjectStore } from '#server/lib/object-store/object-store.ts';
import { LIMITS } from '#contract/limits.ts';
import { AVATAR_SIZE, PROGRAM_COVER_HEIGHT, PROGRAM_COVER_WIDTH, SMALL_AVATAR_SIZE } from '#contract/profile-images.ts';

// Uploaded images (profile pictures, banners, program covers; decision 008): checked by content,
// re-encoded to WebP without metadata, cropped to their kind's size.

export type ProfileImageKind = 'avatar' | 'banner';
/** The profile's images and a program's cover, which goes through the same checks (decision 030). */
export type ImageKind = ProfileImageKind | 'programCover';

/** Per kind: the byte limit and its message (spec §5), where it is stored (spec §3), its output size. */
export const PROFILE_IMAGE = {
  avatar: {
    maxBytes: LIMITS.profileImageBytes,
    tooLargeKey: 'profile.imageTooLarge',
    bucket: 'profile-images',
    folder: 'avatars',
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    /** headers, cards and lists show a picture at 36–56 px: they load this copy */
    smallSize: SMALL_AVATAR_SIZE,
  },
  banner: {
    maxBytes: LIMITS.bannerImageBytes,
    tooLargeKey: 'profile.bannerTooLarge',
    bucket: 'profile-banners',
    folder: 'banners',
    width: 1920,
    height: 400,
    smallSize: null,
  },
  programCover: {
    maxBytes: LIMITS.bannerImageBytes,
    tooLargeKey: 'program.coverTooLarge',
    bucket: 'program-covers',
    folder: 'covers',
    // 16:9, the frame of the catalogue's cards and the program page
    width: PROGRAM_COVER_WIDTH,
    height: PROGRAM_COVER_HEIGHT,
    smallSize: null,
  },
} as const satisfies Record<ImageKind, unknown>;

/**
 * A decompression bomb is a small file that decodes to a huge bitmap; 40 megapixels is more than
 * any phone camera takes and about 160 MB of pixels, so decoding stays bounded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

// what phones and cameras produce; SVG (scripts, external references) and TIFF/RAW are refused
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);

/** The re-encoded image, and for a picture its small copy. */
export interface ProcessedImage {
  image: Buffer;
  small: Buffer | null;
}

/**
 * Checks the bytes are a whole image of an accepted format (the declared type is never trusted),
 * then re-encodes it: upright, metadata (EXIF, GPS) stripped, cropped to the kind's size, WebP.
 * A picture also gets its small copy, scaled down from that result (the same crop).
 */
export async function processProfileImage(bytes: Uint8Array, kind: ImageKind): Promise<ProcessedImage> {
  const { width, height, smallSize } = PROFILE_IMAGE[kind];
  // 'warning' refuses truncated and corrupt data instead of filling the missing part with grey
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', autoOrient: true });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    throw isPixelLimit(error)
      ? new AppError('VALIDATION_ERROR', 'profile.imageTooBig')
      : new AppError('VALIDATION_ERROR', 'profile.notAnImage');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError('VALIDATION_ERROR', 'profile.notAnImage');
  }
  // sharp's limit counts one frame; an animation decodes every frame of its pages
  if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('VALIDATION_ERROR', 'profile.imageTooBig');
  }
  let image: Buffer;
  try {
    image = await input()
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw isPixelLimit(error)
      ? new AppError('VALIDATION_ERROR', 'profile.imageTooBig')
      : new AppError('VALIDATION_ERROR', 'profile.imageUnreadable');
  }
  const small = smallSize ? await sharp(image).resize(smallSize, smallSize).webp({ quality: 80 }).toBuffer() : null;
  return { image, small };
}

/** sharp reads the dimensions from the header and refuses before it allocates the bitmap. */
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** Best effort: an object left behind costs disk space, not correctness. */
export async function removeQuietly(store: ObjectStore, logger: Logger, ref: { bucket: string; key: string }) {
  try {
    await store.delete(ref.bucket, ref.key);
  } catch (error) {
    logger.warn('could not delete a stored object', { ...ref, error: String(error) });
  }
}
