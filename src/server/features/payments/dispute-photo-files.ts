import sharp from 'sharp';
import { DISPUTE_PHOTO_FIELD, DISPUTE_PHOTO_LIMITS } from '#contract/dispute-photos.ts';
import { DISPUTE_LIMITS } from '#contract/payment-disputes.ts';
import { AppError } from '#server/lib/app-error.ts';
import { MAX_INPUT_PIXELS } from '#server/lib/uploaded-image.ts';

// A dispute, and the professional's answer to it (decision 059), arrive as JSON (the text only) or
// as one multipart body: the text as a field (`reason`, `answer`) and up to four photos in the
// repeated field `photos`. Every photo is checked by its bytes (never
// its name or declared type), decoded whole, and re-encoded without metadata: the other party sees
// it, and a phone's EXIF would tell them where and when it was taken.

/** The longest side of a stored photo: enough to read a meter or see a crack, a few hundred KB. */
const FULL_SIDE = 2048;
/** The thumbnail's box, twice the size lists draw it at. */
const THUMB_SIDE = 320;

/** What a party sent, before any photo is decoded: the text field's value, unchecked, and the photos. */
export interface DisputeBody {
  text: unknown;
  photos: Uint8Array[];
}

/** The text field of each body: the client's reason, the professional's answer. */
export type DisputeTextField = 'reason' | 'answer';

/** A photo that passed the checks, in its two stored sizes (WebP). */
export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The photo type the bytes' signature names, or null for anything not taken. */
export function photoTypeOf(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Whether the body is JSON (the reason alone): it is then read within a JSON-sized limit. */
export const isJsonBody = (contentType: string) => /^application\/json\b/i.test(contentType.trim());

/** A JSON body's limit: a text of 1,000 characters, each up to 4 bytes, and room for the rest. */
export const DISPUTE_JSON_BYTES = DISPUTE_LIMITS.reasonMax * 4 + 1024;

/**
 * Reads the text (`field`) and the photos' bytes from a body already read within its limit.
 * Refuses a form that cannot be parsed, more than four photos, a photo over its size and a field
 * that is not a file where a photo belongs; the text is checked by the contract's schema afterwards.
 */
export async function readDisputeBody(
  contentType: string,
  body: Uint8Array<ArrayBuffer>,
  field: DisputeTextField = 'reason',
): Promise<DisputeBody> {
  const badForm = () => new AppError('VALIDATION_ERROR', 'payments.dispute.errors.badForm');
  if (isJsonBody(contentType)) {
    try {
      const parsed = JSON.parse(new TextDecoder().decode(body)) as unknown;
      const text =
        typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[field] : undefined;
      return { text, photos: [] };
    } catch {
      throw badForm();
    }
  }
  let form: FormData;
  try {
    form = await new Response(new Blob([body]), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badForm();
  }
  const fields = form.getAll(DISPUTE_PHOTO_FIELD);
  if (fields.length > DISPUTE_PHOTO_LIMITS.count) {
    throw new AppError('VALIDATION_ERROR', 'payments.dispute.errors.tooManyPhotos');
  }
  const photos: Uint8Array[] = [];
  for (const field of fields) {
    if (!(field instanceof File)) throw badForm();
    if (field.size > DISPUTE_PHOTO_LIMITS.photoBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'payments.dispute.errors.photoTooLarge');
    }
    if (field.size > 0) photos.push(new Uint8Array(await field.arrayBuffer()));
  }
  return { text: form.get(field) ?? undefined, photos };
}

/**
 * Checks one photo (its signature, then a whole decode within the pixel limit) and re-encodes it:
 * upright, metadata stripped, at most FULL_SIDE on its longest side, and its thumbnail.
 */
export async function processDisputePhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const type = photoTypeOf(bytes);
  if (!type) throw new AppError('VALIDATION_ERROR', 'payments.dispute.errors.photoType');
  // 'warning' refuses truncated and corrupt data instead of filling the missing part with grey
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', autoOrient: true });
  try {
    const metadata = await input().metadata();
    if (metadata.format !== type) throw new Error('the signature and the decoder disagree');
    const { data: full, info } = await input()
      .resize(FULL_SIDE, FULL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full)
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { full, thumb, width: info.width, height: info.height };
  } catch {
    throw new AppError('VALIDATION_ERROR', 'payments.dispute.errors.photoUnreadable');
  }
}
