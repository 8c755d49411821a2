import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  appServedUrls,
  assertValidObjectRef,
  isPrivateBucket,
  isValidObjectRef,
  refUnder,
  type ObjectStore,
} from './object-store.ts';

export interface S3StoreOptions {
  /** S3-compatible endpoint (MinIO, R2, …); omitted means AWS itself. */
  endpoint?: string | undefined;
  region?: string | undefined;
  bucket: string;
  /**
   * The S3 bucket of private files (resumes, identity documents, lesson videos: `isPrivateBucket`);
   * omitted, they share `bucket`. It must be another bucket whenever `publicBaseUrl` is set.
   */
  privateBucket?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where browsers fetch public objects directly (a public bucket or a CDN), ending before
   * `<bucket>/<key>`. Omitted: the app streams them itself at `/uploads/…`, so the S3 bucket can
   * stay private. Private files never get such a URL.
   */
  publicBaseUrl?: string | undefined;
}

/** Public images: keys are unique per upload, so a cached copy never goes stale. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** Private files: no shared cache or CDN may keep a copy the 90-day purge could not reach. */
const PRIVATE_CACHE = 'private, no-store';

/**
 * Objects in S3; our buckets become key prefixes (`<bucket>/<key>`) inside one S3 bucket for public
 * images and one for private files (the same one unless `privateBucket` is set), so a deployment
 * needs at most two buckets and one set of credentials.
 */
export function createS3ObjectStore(options: S3StoreOptions): ObjectStore {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region ?? 'us-east-1',
    // MinIO and most self-hosted stores only answer path-style URLs
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  // By default a streamed body is sent aws-chunked with a trailing checksum, which some
  // S3-compatible stores (s3rver, older MinIO) keep as part of the object. Streamed puts (lesson
  // videos) skip that optional checksum; the store still checks the declared length.
  const streamingClient = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region ?? 'us-east-1',
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const privateBucket = options.privateBucket ?? options.bucket;
  /** The S3 bucket, key and cache policy of one of our objects. */
  const placeOf = (bucket: string, key: string) => {
    assertValidObjectRef(bucket, key);
    const secret = isPrivateBucket(bucket);
    return {
      Bucket: secret ? privateBucket : options.bucket,
      Key: `${bucket}/${key}`,
      CacheControl: secret ? PRIVATE_CACHE : PUBLIC_CACHE,
    };
  };
  const appServed = appServedUrls('');
  const publicPrefix = options.publicBaseUrl ? `${options.publicBaseUrl.replace(/\/$/, '')}/` : null;

  return {
    async put(bucket, key, bytes, contentType) {
      await client.send(new PutObjectCommand({ ...placeOf(bucket, key), Body: bytes, ContentType: contentType }));
    },

    async putStream(bucket, key, body, contentType) {
      // a single PUT needs the length up front: spool to a local file (disk, not memory) first
      const spool = path.join(tmpdir(), `sipalu-upload-${randomBytes(8).toString('hex')}`);
      try {
        await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), createWriteStream(spool));
        const { size } = await stat(spool);
        await streamingClient.send(
          new PutObjectCommand({
            ...placeOf(bucket, key),
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
        return size;
      } finally {
        await rm(spool, { force: true });
      }
    },

    async get(bucket, key, range) {
      const { Bucket, Key } = placeOf(bucket, key);
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!result.Body) return null;
        // a ranged answer carries the whole size after the slash of Content-Range
        const whole = result.ContentRange ? Number(result.ContentRange.split('/')[1]) : Number.NaN;
        return {
          body: result.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: result.ContentType ?? 'application/octet-stream',
          size: Number.isFinite(whole) ? whole : (result.ContentLength ?? 0),
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },

    async delete(bucket, key) {
      const { Bucket, Key } = placeOf(bucket, key);
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },

    async *list() {
      for (const s3Bucket of new Set([options.bucket, privateBucket])) {
        let continuationToken: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: s3Bucket, ContinuationToken: continuationToken }),
          );
          for (const { Key: name } of page.Contents ?? []) {
            // our buckets are the first segment of the S3 key; anything else in the bucket is not ours
            const slash = name?.indexOf('/') ?? -1;
            if (!name || slash < 0) continue;
            const ref = { bucket: name.slice(0, slash), key: name.slice(slash + 1) };
            // only what get() would find there: a private file left in the public bucket is not ours
            if (isValidObjectRef(ref.bucket, ref.key) && placeOf(ref.bucket, ref.key).Bucket === s3Bucket) yield ref;
          }
          continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (continuationToken);
      }
    },

    publicUrl(bucket, key) {
      // a private file's URL only names it for the app (`/uploads` refuses to serve it)
      if (!publicPrefix || isPrivateBucket(bucket)) return appServed.publicUrl(bucket, key);
      return `${publicPrefix}${bucket}/${key}`;
    },

    refOf: (url) => (publicPrefix ? refUnder(publicPrefix, url) : null) ?? appServed.refOf(url),
  };
}
