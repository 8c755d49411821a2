// The limits of a dispute's photos (docs/decisions/050-payment-disputes.md), apart from the
// dispute's schemas so the booking page's picker reads them without loading zod.

const MB = 1024 * 1024;

/**
 * Photos a client attaches when opening a dispute (decision 050): JPEG, PNG or WebP, checked by
 * content, each as large as a verification scan or a banner may be. The body carries the reason
 * and every photo at once, with room for the multipart framing.
 */
export const DISPUTE_PHOTO_LIMITS = {
  count: 4,
  photoBytes: 10 * MB,
  requestBytes: 4 * 10 * MB + 64 * 1024,
  /** What the file picker offers; the server decides by the bytes. */
  accept: 'image/jpeg,image/png,image/webp',
} as const;

/** The multipart field each photo is sent in (repeated), beside the text field `reason`. */
export const DISPUTE_PHOTO_FIELD = 'photos';

/** A photo's two stored sizes: the thumbnail lists show, and the whole photo it opens. */
export const DISPUTE_PHOTO_SIZES = ['thumb', 'full'] as const;
export type DisputePhotoSize = (typeof DISPUTE_PHOTO_SIZES)[number];
