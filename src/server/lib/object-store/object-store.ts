// Where uploaded files live: a directory on this machine or an S3-compatible bucket (env STORAGE).

/** A stored object ready to be streamed to a client. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A bucket and key, as `publicUrl` names them. */
export interface ObjectRef {
  bucket: string;
  key: string;
}

export interface ObjectStore {
  /** Stores the bytes under bucket/key, replacing what was there; readers never see a partial object. */
  put(bucket: string, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams `body` into bucket/key without holding it in memory (lesson videos); readers never see
   * a partial object, and nothing is stored when the stream fails. Answers the bytes written.
   */
  putStream(bucket: string, key: string, body: ReadableStream<Uint8Array>, contentType: string): Promise<number>;
  /**
   * The object, or null when there is none. With `range` (inclusive byte offsets, within the
   * object) only those bytes are streamed; `size` stays the whole object's size.
   */
  get(bucket: string, key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(bucket: string, key: string): Promise<void>;
  /**
   * Every stored object, in no particular order (backups copy them out). Only well-formed
   * references are listed: a temporary file of a put under way is not an object yet.
   */
  list(): AsyncIterable<ObjectRef>;
  /** The URL browsers fetch the object from. */
  publicUrl(bucket: string, key: string): string;
  /** The object a `publicUrl` of this store points at, or null for any other URL. */
  refOf(url: string): ObjectRef | null;
}

/** Where the app serves stored objects itself (`GET /uploads/<bucket>/<key>`). */
export const UPLOADS_PATH = '/uploads';

/**
 * Buckets of private files, read only through their own authorized routes (lesson videos:
 * /api/videos/:id/stream; resumes: /api/applications/:id/resume; verification documents:
 * /api/verification/documents/:id; dispute photos: /api/payments/dispute-photos/:id). `/uploads` never serves them, no cache may keep them, and with
 * a public S3 URL they live in a bucket of their own (S3_PRIVATE_BUCKET, decision 042).
 */
const PRIVATE_BUCKETS: ReadonlySet<string> = new Set([
  'service-videos',
  'resumes',
  'verification-documents',
  'dispute-photos',
]);

/** Whether `bucket` holds private files (see PRIVATE_BUCKETS). */
export const isPrivateBucket = (bucket: string): boolean => PRIVATE_BUCKETS.has(bucket);

// Buckets and keys are built by the server, never taken from users as they are; still, everything
// that reaches a driver is checked, so a path like `../../etc/passwd` or `/abs` can never be formed.
const BUCKET = /^[a-z0-9][a-z0-9-]{0,62}$/;
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;
const MAX_KEY_DEPTH = 8;

/** True for a bucket name and key the stores accept: plain segments, no `..`, no absolute path. */
export function isValidObjectRef(bucket: string, key: string): boolean {
  if (!BUCKET.test(bucket) || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return (
    segments.length <= MAX_KEY_DEPTH && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
  );
}

/** Throws unless bucket and key pass `isValidObjectRef`; drivers call it before touching storage. */
export function assertValidObjectRef(bucket: string, key: string): void {
  if (!isValidObjectRef(bucket, key)) throw new Error(`invalid object reference: ${bucket}/${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The content type a key's extension stands for; local files carry no metadata of their own. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** `publicUrl`/`refOf` for objects the app serves under `base` + /uploads. */
export function appServedUrls(base: string) {
  const prefix = `${base.replace(/\/$/, '')}${UPLOADS_PATH}/`;
  return {
    publicUrl: (bucket: string, key: string) => `${prefix}${bucket}/${key}`,
    refOf: (url: string): ObjectRef | null => refUnder(prefix, url),
  };
}

/** The bucket/key of `url` when it starts with `prefix` and names a valid object. */
export function refUnder(prefix: string, url: string): ObjectRef | null {
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length);
  const slash = rest.indexOf('/');
  if (slash < 0) return null;
  const bucket = rest.slice(0, slash);
  const key = rest.slice(slash + 1);
  return isValidObjectRef(bucket, key) ? { bucket, key } : null;
}
