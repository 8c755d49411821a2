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
import { appServedUrls, assertValidObjectRef, isValidObjectRef, refUnder, type ObjectStore } from './object-store.ts';

export interface S3StoreOptions {
  /** S3-compatible endpoint (MinIO, R2, …); omitted means AWS itself. */
  endpoint?: string | undefined;
  region?: string | undefined;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where browsers fetch objects directly (a public bucket or a CDN), ending before `<bucket>/<key>`.
   * Omitted: the app streams them itself at `/uploads/…`, so the S3 bucket can stay private.
   */
  publicBaseUrl?: string | undefined;
}

/**
 * Objects in one S3 bucket; our buckets become key prefixes inside it (`<bucket>/<key>`), so a
 * deployment needs one bucket and one set of credentials.
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
  const objectKey = (bucket: string, key: string) => {
    assertValidObjectRef(bucket, key);
    return `${bucket}/${key}`;
  };
  const urls = options.publicBaseUrl
    ? (() => {
        const prefix = `${options.publicBaseUrl.replace(/\/$/, '')}/`;
        return {
          publicUrl: (bucket: string, key: string) => `${prefix}${bucket}/${key}`,
          refOf: (url: string) => refUnder(prefix, url),
        };
      })()
    : appServedUrls('');

  return {
    async put(bucket, key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(bucket, key),
          Body: bytes,
          ContentType: contentType,
          // keys are unique per upload, so a cached copy never goes stale
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async putStream(bucket, key, body, contentType) {
      // a single PUT needs the length up front: spool to a local file (disk, not memory) first
      const spool = path.join(tmpdir(), `sipalu-upload-${randomBytes(8).toString('hex')}`);
      try {
        await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), createWriteStream(spool));
        const { size } = await stat(spool);
        await streamingClient.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(bucket, key),
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
        return size;
      } finally {
        await rm(spool, { force: true });
      }
    },

    async get(bucket, key, range) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(bucket, key),
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
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
    },

    async *list() {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken: continuationToken }),
        );
        for (const { Key: name } of page.Contents ?? []) {
          // our buckets are the first segment of the S3 key; anything else in the bucket is not ours
          const slash = name?.indexOf('/') ?? -1;
          if (!name || slash < 0) continue;
          const ref = { bucket: name.slice(0, slash), key: name.slice(slash + 1) };
          if (isValidObjectRef(ref.bucket, ref.key)) yield ref;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    ...urls,
  };
}
